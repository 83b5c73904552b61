import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { folderSchema, type FolderFormInput, type FolderFormOutput } from '@/lib/admin/admin-form-schemas';
import { folderDeleteWarning } from '@/lib/admin/folders';
import { useCreateRecord, useRecords, useTrashRecord, useUpdateRecord } from '@/lib/api/records';
import { collectionNamed } from '@/lib/collections';
import type { Category, GalleryImage, GalleryVideo, ResearchPaper } from '@/lib/entities';
import { TextAreaField, TextField } from './form-fields';
import { FormDialog } from './form-dialog';
import { ItemActions } from './item-actions';
import { useCanEdit } from './editor-only';
import { useDeleteRecord, useSaveRecord } from './use-record-mutations';

const folders = collectionNamed('categories');

/** FolderForm creates a folder, or renames one (its images, videos and downloads follow, server-side). */
export function FolderForm({ item, onDone }: { item?: Category; onDone: () => void }) {
  const form = useForm<FolderFormInput, unknown, FolderFormOutput>({
    resolver: zodResolver(folderSchema),
    defaultValues: { name: item?.name ?? '', description: item?.description ?? '' },
  });
  const { busy, save } = useSaveRecord({
    item,
    create: useCreateRecord<Category>(folders),
    update: useUpdateRecord<Category>(folders),
    noun: folders.label,
    setError: form.setError,
    onDone,
  });
  const onSubmit = form.handleSubmit(save);
  return (
    <FormDialog
      open
      translate={item ? { collection: folders, id: item.id } : undefined}
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? 'Edit Folder' : 'Create Folder'}
      submitLabel={item ? 'Update Folder' : 'Create Folder'}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <TextField form={form} idPrefix="folder" name="name" label="Folder name" required />
      <TextAreaField form={form} idPrefix="folder" name="description" label="Description" rows={2} />
    </FormDialog>
  );
}

/**
 * folderChoices is a folder picker's options and placeholder; with no folder yet, it says to
 * create one first. current is the edited item's folder: when no folder has that name any
 * more, it is offered too, so the picker shows where the item is instead of looking empty
 * while the form would still save it there.
 */
export function folderChoices(folders: Category[], current?: string) {
  const options = folders.map((f) => ({ value: f.name, label: f.name }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return {
    options,
    placeholder: folders.length ? 'Choose a folder' : 'Create a folder first',
  };
}

/**
 * FolderActions edits or deletes a folder. Folders are shared by the gallery and the
 * downloads, and deleting one deletes everything filed in it, so the confirmation names what
 * goes in each place.
 */
export function FolderActions({ folder, onEdit }: { folder: Category; onEdit: () => void }) {
  const images = useRecords<GalleryImage>(collectionNamed('gallery-images'));
  const videos = useRecords<GalleryVideo>(collectionNamed('gallery-videos'));
  const papers = useRecords<ResearchPaper>(collectionNamed('research-papers'));
  const deleteFolder = useDeleteRecord(useTrashRecord(folders), folders.label);
  const canEdit = useCanEdit();
  const count = (items: { category: string }[] | undefined) => (items ?? []).filter((i) => i.category === folder.name).length;
  if (!canEdit) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <ItemActions
        itemName={`folder ${folder.name}`}
        onEdit={onEdit}
        confirmTitle={`Delete folder "${folder.name}"?`}
        confirmDescription={folderDeleteWarning({ images: count(images.data), videos: count(videos.data), downloads: count(papers.data) })}
        onDelete={() => deleteFolder(folder.id)}
      />
    </div>
  );
}
