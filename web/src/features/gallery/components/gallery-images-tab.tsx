import { zodResolver } from '@hookform/resolvers/zod';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BulkUploadCard } from '@/components/admin/bulk-upload-card';
import { EditorOnly, useCanEdit } from '@/components/admin/editor-only';
import { folderChoices, FolderForm } from '@/components/admin/folder-controls';
import { FolderGroup } from '@/components/admin/folder-group';
import { FormDialog } from '@/components/admin/form-dialog';
import { FileField, SelectField, TextField } from '@/components/admin/form-fields';
import { RichTextField } from '@/components/admin/rich-text-field';
import { ItemActions, MoveButtons } from '@/components/admin/item-actions';
import { SortableList, type SortablePlace } from '@/components/admin/sortable-list';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useOpenedRecord } from '@/components/admin/use-opened-record';
import { useDeleteRecord, useSaveRecord } from '@/components/admin/use-record-mutations';
import { useReportError } from '@/components/admin/use-report-error';
import { Button } from '@/components/ui/button';
import {
  galleryImageSchema,
  type GalleryImageFormInput,
  type GalleryImageFormOutput,
} from '@/lib/admin/admin-form-schemas';
import { ACCEPT_IMAGES, bulkDescription, isAcceptedImage, titleFromFileName } from '@/lib/admin/file-kinds';
import { libraryTypesOf } from '@/lib/admin/library-pick';
import { foldersIn, folderUse } from '@/lib/admin/folders';
import { IMAGE_UPLOAD_FAILED, IMAGES_SKIPPED, INVALID_IMAGE_TYPE } from '@/lib/admin/messages';
import { byOrderIndex, groupByFolder } from '@/lib/admin/ordering';
import {
  createRecord,
  recordsQueryOptions,
  updateRecord,
  useCreateRecord,
  useRecords,
  useReorderRecords,
  useTrashRecord,
  useUpdateRecord,
} from '@/lib/api/records';
import { uploadImage } from '@/lib/api/upload-file';
import { collectionNamed, fieldOf } from '@/lib/collections';
import type { Category, GalleryImage, GalleryImageInput, GalleryVideo, ResearchPaper } from '@/lib/entities';
import { objectPosition } from '@/lib/image-focus';
import { plural } from '@/lib/plural';
import { plainText } from '@/lib/rich-text';

const galleryImages = collectionNamed('gallery-images');

type Selection =
  | { kind: 'image'; item?: GalleryImage }
  | { kind: 'folder'; item?: Category }
  | null;

/** GalleryImagesTab manages the gallery's folders and pictures, one by one or in bulk, and their order. */
export function GalleryImagesTab() {
  const canEdit = useCanEdit();
  const images = useRecords<GalleryImage>(galleryImages);
  const videos = useRecords<GalleryVideo>(collectionNamed('gallery-videos'));
  const papers = useRecords<ResearchPaper>(collectionNamed('research-papers'));
  const folders = useRecords<Category>(collectionNamed('categories'));
  const deleteImage = useDeleteRecord(useTrashRecord(galleryImages), galleryImages.label);
  const reorder = useReorderRecords<GalleryImage>(galleryImages);
  const reportError = useReportError();
  const [selection, setSelection] = useState<Selection>(null);
  useOpenedRecord(images.data, (item) => setSelection({ kind: 'image', item }));
  // The gallery's folders: those with pictures or videos, and those with nothing in them yet.
  const folderList = foldersIn(folders.data ?? [], 'gallery', folderUse(images.data ?? [], videos.data ?? [], papers.data ?? []));
  const groups = groupByFolder(folderList, byOrderIndex(images.data ?? []));
  // A folder's new order is saved as the whole gallery's: folder after folder as listed here,
  // so the gallery's All view shows the pictures as this tab does.
  const saveOrder = (group: string, ids: number[]) =>
    reorder.mutate(
      groups.flatMap((g) => (g.name === group ? ids : g.items.map((i) => i.id))),
      { onError: (err) => reportError(err) },
    );

  return (
    <section className="space-y-6">
      <TabHeader
        title={galleryImages.plural}
        summary={`${plural(images.data?.length ?? 0, 'image')} in ${plural(folderList.length, 'folder')}, shown in the gallery in this order.`}
      >
        <EditorOnly>
          <Button variant="outline" onClick={() => setSelection({ kind: 'folder' })}>
            <FolderPlus className="h-4 w-4" aria-hidden />
            Create Folder
          </Button>
          <Button onClick={() => setSelection({ kind: 'image' })}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Image
          </Button>
        </EditorOnly>
      </TabHeader>
      <EditorOnly>
        <BulkUploadCard
          title="Bulk Image Upload"
          hint="Choose a folder and several pictures; each becomes a gallery image titled after its file name."
          accept={ACCEPT_IMAGES}
          isAccepted={isAcceptedImage}
          skipped={IMAGES_SKIPPED}
          folders={folderList}
          createRecord={(file, url, folder) =>
            createRecord<GalleryImage, GalleryImageInput>(galleryImages, {
              title: titleFromFileName(file.name),
              description: bulkDescription(file.name),
              imageUrl: url,
              category: folder,
            })
          }
          review={{
            heading: 'Review the new images',
            hint: 'They are in the gallery already, titled after their files. Give them the titles and descriptions visitors should read, then save.',
            isPicture: () => true,
            rename: (id, data) => updateRecord<GalleryImage, GalleryImageInput>(galleryImages, { id, data }),
          }}
          refetch={[recordsQueryOptions(galleryImages).queryKey]}
        />
      </EditorOnly>
      <ListStatus isPending={images.isPending || folders.isPending} error={images.error ?? folders.error} what="gallery images" />
      {folders.isSuccess && groups.length === 0 ? (
        <EmptyState title="No gallery folders yet">Create a folder, then add images to it.</EmptyState>
      ) : null}
      {groups.map((group) => (
        <FolderGroup
          key={group.name}
          name={group.name}
          folder={group.folder}
          count={group.items.length}
          unit="image"
          emptyText="No images in this folder yet."
          onEditFolder={(item) => setSelection({ kind: 'folder', item })}
        >
          <SortableList
            readOnly={!canEdit}
            items={group.items}
            nameOf={(image) => image.title}
            layout="grid"
            onReorder={(ids) => saveOrder(group.name, ids)}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
            itemClassName="flex flex-col overflow-hidden rounded-md border border-border bg-white"
            handleClassName="absolute top-1 right-1 bg-white/90 shadow-sm hover:bg-white"
            renderItem={(image, place) => (
              <ImageCard
                image={image}
                place={place}
                onEdit={() => setSelection({ kind: 'image', item: image })}
                onDelete={() => deleteImage(image.id)}
              />
            )}
          />
        </FolderGroup>
      ))}
      {selection?.kind === 'folder' ? (
        <FolderForm key={selection.item?.id ?? 'add'} item={selection.item} onDone={() => setSelection(null)} />
      ) : null}
      {selection?.kind === 'image' ? (
        <GalleryImageForm
          key={selection.item?.id ?? 'add'}
          item={selection.item}
          folders={folderList}
          onDone={() => setSelection(null)}
        />
      ) : null}
    </section>
  );
}

/** ImageCard is one picture of a folder: its grip, words, move buttons and controls. */
function ImageCard({
  image,
  place,
  onEdit,
  onDelete,
}: {
  image: GalleryImage;
  /** place is the item's grip and place in its SortableList. */
  place: SortablePlace;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <>
      <div className="relative">
        <img
          src={image.imageUrl}
          alt={image.title}
          loading="lazy"
          className="aspect-[4/3] w-full bg-muted object-cover"
          style={{ objectPosition: objectPosition(image.imageInfo) }}
        />
        {place.handle}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-2 sm:p-3">
        <h4 className="truncate font-medium" title={image.title}>
          {image.title}
        </h4>
        <p className="line-clamp-2 text-sm text-muted-foreground">{plainText(image.description)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <EditorOnly>
            <MoveButtons itemName={image.title} isFirst={place.isFirst} isLast={place.isLast} onMove={place.move} />
          </EditorOnly>
          <EditorOnly>
            <ItemActions
              compact
              itemName={image.title}
              onEdit={onEdit}
              confirmTitle={`Delete image "${image.title}"?`}
              confirmDescription="The image will be removed from the gallery."
              onDelete={onDelete}
            />
          </EditorOnly>
        </div>
      </div>
    </>
  );
}

function GalleryImageForm({ item, folders, onDone }: { item?: GalleryImage; folders: Category[]; onDone: () => void }) {
  const form = useForm<GalleryImageFormInput, unknown, GalleryImageFormOutput>({
    resolver: zodResolver(galleryImageSchema(item ? 'edit' : 'add')),
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      category: item?.category ?? '',
      imageFile: undefined,
      imageFocus: undefined,
    },
  });
  const { busy, uploadOrKeep, save } = useSaveRecord({
    item,
    create: useCreateRecord<GalleryImage, GalleryImageInput>(galleryImages),
    update: useUpdateRecord<GalleryImage, GalleryImageInput>(galleryImages),
    noun: galleryImages.label,
    setError: form.setError,
    fieldMap: { imageUrl: 'imageFile' },
    onDone,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const imageUrl = await uploadOrKeep(values.imageFile, item?.imageUrl ?? '', uploadImage, IMAGE_UPLOAD_FAILED, values.imageFocus);
    if (imageUrl === null) return;
    await save({ title: values.title, description: values.description, category: values.category, imageUrl });
  });

  return (
    <FormDialog
      open
      translate={item ? { collection: galleryImages, id: item.id } : undefined}
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? 'Edit Image' : 'Add Image'}
      submitLabel={item ? 'Update Image' : 'Add Image'}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <TextField form={form} idPrefix="image" name="title" label="Title" required />
      <RichTextField form={form} idPrefix="image" name="description" label="Description" required max={fieldOf(galleryImages, 'description').max} />
      <SelectField
        form={form}
        idPrefix="image"
        name="category"
        label="Folder"
        required
        {...folderChoices(folders, item?.category)}
      />
      <FileField
        form={form}
        idPrefix="image"
        name="imageFile"
        label="Image file"
        required={!item}
        accept={ACCEPT_IMAGES}
        isAccepted={isAcceptedImage}
        rejected={INVALID_IMAGE_TYPE}
        currentUrl={item?.imageUrl}
        currentInfo={item?.imageInfo}
        focusName="imageFocus"
        library={libraryTypesOf('image')}
      />
    </FormDialog>
  );
}
