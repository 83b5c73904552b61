import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EditorOnly, useCanEdit } from '@/components/admin/editor-only';
import { folderChoices } from '@/components/admin/folder-controls';
import { FormDialog } from '@/components/admin/form-dialog';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { RichTextField } from '@/components/admin/rich-text-field';
import { ItemActions, MoveButtons } from '@/components/admin/item-actions';
import { SortableList, type SortablePlace } from '@/components/admin/sortable-list';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useOpenedRecord } from '@/components/admin/use-opened-record';
import { useDeleteRecord, useSaveRecord } from '@/components/admin/use-record-mutations';
import { useReportError } from '@/components/admin/use-report-error';
import { Button } from '@/components/ui/button';
import { galleryVideoSchema, type GalleryVideoFormInput, type GalleryVideoFormOutput } from '@/lib/admin/admin-form-schemas';
import { foldersIn, folderUse } from '@/lib/admin/folders';
import { byOrderIndex } from '@/lib/admin/ordering';
import { useCreateRecord, useRecords, useReorderRecords, useTrashRecord, useUpdateRecord } from '@/lib/api/records';
import { collectionNamed, fieldOf } from '@/lib/collections';
import type { Category, GalleryImage, GalleryVideo, GalleryVideoInput, ResearchPaper } from '@/lib/entities';
import { plural } from '@/lib/plural';
import { plainText } from '@/lib/rich-text';
import { VideoPlayer } from './video-player';

const galleryVideos = collectionNamed('gallery-videos');

type Selection = { item?: GalleryVideo } | null;

/** GalleryVideosTab manages the YouTube videos of the gallery: a form, a grid of embedded players and their order. */
export function GalleryVideosTab() {
  const canEdit = useCanEdit();
  const videos = useRecords<GalleryVideo>(galleryVideos);
  const images = useRecords<GalleryImage>(collectionNamed('gallery-images'));
  const papers = useRecords<ResearchPaper>(collectionNamed('research-papers'));
  const folders = useRecords<Category>(collectionNamed('categories'));
  const deleteVideo = useDeleteRecord(useTrashRecord(galleryVideos), galleryVideos.label);
  const reorder = useReorderRecords<GalleryVideo>(galleryVideos);
  const reportError = useReportError();
  // The up and down buttons and a drop save a new order the same way.
  const saveOrder = (ids: number[]) => reorder.mutate(ids, { onError: (err) => reportError(err) });
  const [selection, setSelection] = useState<Selection>(null);
  useOpenedRecord(videos.data, (item) => setSelection({ item }));
  const list = byOrderIndex(videos.data ?? []);
  // The gallery's folders: those with pictures or videos, and those with nothing in them yet.
  const galleryFolders = foldersIn(folders.data ?? [], 'gallery', folderUse(images.data ?? [], list, papers.data ?? []));

  return (
    <section>
      <TabHeader title={galleryVideos.plural} summary={`${plural(list.length, 'video')}, shown in the gallery in this order.`}>
        <EditorOnly>
          <Button onClick={() => setSelection({})}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Video
          </Button>
        </EditorOnly>
      </TabHeader>
      <ListStatus isPending={videos.isPending} error={videos.error} what="gallery videos" />
      {videos.isSuccess && list.length === 0 ? (
        <EmptyState title="No videos yet">Add a YouTube video with Add Video.</EmptyState>
      ) : null}
      <SortableList
        readOnly={!canEdit}
        items={list}
        nameOf={(video) => video.title}
        layout="grid"
        onReorder={saveOrder}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        itemClassName="flex flex-col overflow-hidden rounded-lg border border-border bg-white"
        handleClassName="-mt-1 -mr-2"
        renderItem={(video, place) => (
          <VideoCard
            video={video}
            place={place}
            onEdit={() => setSelection({ item: video })}
            onDelete={() => deleteVideo(video.id)}
          />
        )}
      />
      {selection ? (
        <GalleryVideoForm
          key={selection.item?.id ?? 'add'}
          item={selection.item}
          folders={galleryFolders}
          onDone={() => setSelection(null)}
        />
      ) : null}
    </section>
  );
}

/** VideoCard is one video: its player, words, grip, move buttons and controls. */
function VideoCard({
  video,
  place,
  onEdit,
  onDelete,
}: {
  video: GalleryVideo;
  /** place is the item's grip and place in its SortableList. */
  place: SortablePlace;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <>
      <div className="aspect-video bg-muted">
        <VideoPlayer youtubeId={video.youtubeId} title={video.title} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 flex-1 font-semibold break-words">{video.title}</h3>
          {place.handle}
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{plainText(video.description)}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Folder: <span className="font-medium text-foreground">{video.category}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <EditorOnly>
            <MoveButtons itemName={video.title} isFirst={place.isFirst} isLast={place.isLast} onMove={place.move} />
          </EditorOnly>
          <div className="flex gap-2">
            <EditorOnly>
              <ItemActions
                itemName={video.title}
                onEdit={onEdit}
                confirmTitle={`Delete video "${video.title}"?`}
                confirmDescription="The video will be removed from the gallery."
                onDelete={onDelete}
              />
            </EditorOnly>
          </div>
        </div>
      </div>
    </>
  );
}

function GalleryVideoForm({ item, folders, onDone }: { item?: GalleryVideo; folders: Category[]; onDone: () => void }) {
  const form = useForm<GalleryVideoFormInput, unknown, GalleryVideoFormOutput>({
    resolver: zodResolver(galleryVideoSchema),
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      youtubeId: item?.youtubeId ?? '',
      category: item?.category ?? '',
    },
  });

  const { busy, save } = useSaveRecord({
    item,
    create: useCreateRecord<GalleryVideo, GalleryVideoInput>(galleryVideos),
    update: useUpdateRecord<GalleryVideo, GalleryVideoInput>(galleryVideos),
    noun: galleryVideos.label,
    setError: form.setError,
    onDone,
  });
  const onSubmit = form.handleSubmit(save);

  return (
    <FormDialog
      open
      translate={item ? { collection: galleryVideos, id: item.id } : undefined}
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? 'Edit Video' : 'Add Video'}
      submitLabel={item ? 'Update Video' : 'Add Video'}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <TextField form={form} idPrefix="video" name="title" label="Title" required />
      <RichTextField form={form} idPrefix="video" name="description" label="Description" required max={fieldOf(galleryVideos, 'description').max} />
      <TextField
        form={form}
        idPrefix="video"
        name="youtubeId"
        label={fieldOf(galleryVideos, 'youtubeId').label}
        required
        placeholder="e.g. dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ"
      />
      <SelectField
        form={form}
        idPrefix="video"
        name="category"
        label="Folder"
        required
        {...folderChoices(folders, item?.category)}
      />
    </FormDialog>
  );
}
