import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useCategories } from '@/features/categories/api/get-categories';
import { useCreateGalleryVideo } from '@/features/gallery/api/create-gallery-video';
import { useDeleteGalleryVideo } from '@/features/gallery/api/delete-gallery-video';
import { useGalleryVideos } from '@/features/gallery/api/get-gallery-videos';
import { useUpdateGalleryVideo } from '@/features/gallery/api/update-gallery-video';
import type { Category, GalleryVideo } from '@/lib/entities';
import { galleryVideoSchema, type GalleryVideoFormInput, type GalleryVideoFormOutput } from '../schemas/admin-form-schemas';
import { folderChoices, plural } from './folder-controls';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { FormDialog } from './form-dialog';
import { ItemActions } from './item-actions';
import { EmptyState, ListStatus, TabHeader } from './tab-layout';
import { useDeleteRecord, useSaveRecord } from './use-record-mutations';
import { VideoPlayer } from './video-player';

type Selection = { item?: GalleryVideo } | null;

/** GalleryVideosTab manages the YouTube videos of the gallery: a form and a grid of embedded players. */
export function GalleryVideosTab() {
  const videos = useGalleryVideos();
  const folders = useCategories();
  const deleteVideo = useDeleteRecord(useDeleteGalleryVideo(), 'Gallery video');
  const [selection, setSelection] = useState<Selection>(null);
  const list = videos.data ?? [];

  return (
    <section>
      <TabHeader title="Gallery Videos" summary={`${plural(list.length, 'video')} in the gallery.`}>
        <Button onClick={() => setSelection({})}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Video
        </Button>
      </TabHeader>
      <ListStatus isPending={videos.isPending} error={videos.error} what="gallery videos" />
      {videos.isSuccess && list.length === 0 ? (
        <EmptyState title="No videos yet">Add a YouTube video with Add Video.</EmptyState>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((video) => (
          <li key={video.id} className="flex flex-col overflow-hidden rounded-lg border border-border bg-white">
            <div className="aspect-video bg-muted">
              <VideoPlayer youtubeId={video.youtubeId} title={video.title} />
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h3 className="font-semibold">{video.title}</h3>
              <p className="line-clamp-2 text-sm text-muted-foreground">{video.description}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                Folder: <span className="font-medium text-foreground">{video.category}</span>
              </p>
              <div className="mt-auto flex gap-2 pt-3">
                <ItemActions
                  itemName={video.title}
                  onEdit={() => setSelection({ item: video })}
                  confirmTitle={`Delete video "${video.title}"?`}
                  confirmDescription="The video will be removed from the gallery."
                  onDelete={() => deleteVideo(video.id)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
      {selection ? (
        <GalleryVideoForm
          key={selection.item?.id ?? 'add'}
          item={selection.item}
          folders={folders.data ?? []}
          onDone={() => setSelection(null)}
        />
      ) : null}
    </section>
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
  const { options } = folderChoices(folders, item?.category);

  const { busy, save } = useSaveRecord({
    item,
    create: useCreateGalleryVideo(),
    update: useUpdateGalleryVideo(),
    noun: 'Gallery video',
    setError: form.setError,
    onDone,
  });
  const onSubmit = form.handleSubmit(save);

  return (
    <FormDialog
      open
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? 'Edit Video' : 'Add Video'}
      submitLabel={item ? 'Update Video' : 'Add Video'}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <TextField form={form} idPrefix="video" name="title" label="Title" required />
      <TextAreaField form={form} idPrefix="video" name="description" label="Description" required />
      <TextField
        form={form}
        idPrefix="video"
        name="youtubeId"
        label="YouTube video ID or link"
        required
        placeholder="e.g. dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ"
      />
      <SelectField
        form={form}
        idPrefix="video"
        name="category"
        label="Category"
        required
        options={options}
        placeholder={options.length ? 'Choose a category' : 'Create a folder first'}
      />
    </FormDialog>
  );
}
