import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, FileText, FolderPlus, ImageIcon, Plus } from 'lucide-react';
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
import { downloadSchema, type DownloadFormInput, type DownloadFormOutput } from '@/lib/admin/admin-form-schemas';
import {
  ACCEPT_RESEARCH_FILES,
  bulkDescription,
  isPdfUrl,
  isResearchFile,
  titleFromFileName,
  uploadRouteFor,
} from '@/lib/admin/file-kinds';
import { libraryTypesOf } from '@/lib/admin/library-pick';
import { foldersIn, folderUse } from '@/lib/admin/folders';
import { FILE_UPLOAD_FAILED, FILES_SKIPPED, IMAGE_UPLOAD_FAILED, INVALID_FILE_TYPE } from '@/lib/admin/messages';
import { byPaperOrder, groupByFolder } from '@/lib/admin/ordering';
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
import { uploadByType } from '@/lib/api/upload-file';
import { collectionNamed, fieldOf } from '@/lib/collections';
import type { Category, GalleryImage, GalleryVideo, ResearchPaper } from '@/lib/entities';
import { plural } from '@/lib/plural';
import { plainText } from '@/lib/rich-text';

const researchPapers = collectionNamed('research-papers');

type Selection = { kind: 'download'; item?: ResearchPaper } | { kind: 'folder'; item?: Category } | null;

/** DownloadsTab manages the documentation library: folders, files one by one or in bulk, and their order. */
export function DownloadsTab() {
  const canEdit = useCanEdit();
  const papers = useRecords<ResearchPaper>(researchPapers);
  const images = useRecords<GalleryImage>(collectionNamed('gallery-images'));
  const videos = useRecords<GalleryVideo>(collectionNamed('gallery-videos'));
  const folders = useRecords<Category>(collectionNamed('categories'));
  const deletePaper = useDeleteRecord(useTrashRecord(researchPapers), researchPapers.label);
  const reorder = useReorderRecords<ResearchPaper>(researchPapers);
  const reportError = useReportError();
  // The up and down buttons and a drop save a folder's new order the same way.
  const saveOrder = (ids: number[]) => reorder.mutate(ids, { onError: (err) => reportError(err) });
  const [selection, setSelection] = useState<Selection>(null);
  useOpenedRecord(papers.data, (item) => setSelection({ kind: 'download', item }));
  // The downloads' folders: those with files, and those with nothing in them yet.
  const folderList = foldersIn(folders.data ?? [], 'downloads', folderUse(images.data ?? [], videos.data ?? [], papers.data ?? []));
  const groups = groupByFolder(folderList, byPaperOrder(papers.data ?? []));

  return (
    <section className="space-y-6">
      <TabHeader
        title="Downloads"
        summary={`${plural(papers.data?.length ?? 0, 'file')} in ${plural(folderList.length, 'folder')}, shown on the downloads page in this order.`}
      >
        <EditorOnly>
          <Button variant="outline" onClick={() => setSelection({ kind: 'folder' })}>
            <FolderPlus className="h-4 w-4" aria-hidden />
            Create Folder
          </Button>
          <Button onClick={() => setSelection({ kind: 'download' })}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Download
          </Button>
        </EditorOnly>
      </TabHeader>
      <EditorOnly>
        <BulkUploadCard
          title="Bulk File Upload"
          hint="Choose a folder and several PDFs or images; each becomes a download titled after its file name."
          accept={ACCEPT_RESEARCH_FILES}
          isAccepted={isResearchFile}
          skipped={FILES_SKIPPED}
          folders={folderList}
          createRecord={(file, url, folder) =>
            createRecord<ResearchPaper>(researchPapers, {
              title: titleFromFileName(file.name),
              description: bulkDescription(file.name),
              pdfUrl: url,
              category: folder,
              authors: '',
              journal: '',
              publicationDate: '',
              orderIndex: 0,
            })
          }
          review={{
            heading: 'Review the new downloads',
            hint: 'They are on the downloads page already, titled after their files. Give them the titles and descriptions visitors should read, then save.',
            isPicture: (url) => !isPdfUrl(url),
            rename: (id, data) => updateRecord<ResearchPaper>(researchPapers, { id, data }),
          }}
          refetch={[recordsQueryOptions(researchPapers).queryKey]}
        />
      </EditorOnly>
      <ListStatus isPending={papers.isPending || folders.isPending} error={papers.error ?? folders.error} what="downloads" />
      {papers.isSuccess && papers.data.length === 0 ? (
        <EmptyState title="No downloads yet">Create a folder, then add files with Add Download or the bulk upload.</EmptyState>
      ) : null}
      {groups.map((group) => (
        <FolderGroup
          key={group.name}
          name={group.name}
          folder={group.folder}
          count={group.items.length}
          unit="file"
          emptyText="No files in this folder yet."
          onEditFolder={(item) => setSelection({ kind: 'folder', item })}
        >
          <SortableList
            readOnly={!canEdit}
            items={group.items}
            nameOf={(p) => p.title}
            layout="list"
            onReorder={saveOrder}
            className="divide-y divide-border"
            itemClassName="flex gap-2 bg-white py-3 first:pt-0 last:pb-0 data-dragging:rounded-sm data-dragging:ring-offset-8"
            handleClassName="-mt-1.5 -ml-2"
            renderItem={(paper, place) => (
              <DownloadRow
                paper={paper}
                place={place}
                onEdit={() => setSelection({ kind: 'download', item: paper })}
                onDelete={() => deletePaper(paper.id)}
              />
            )}
          />
        </FolderGroup>
      ))}
      {selection?.kind === 'folder' ? (
        <FolderForm key={selection.item?.id ?? 'add'} item={selection.item} onDone={() => setSelection(null)} />
      ) : null}
      {selection?.kind === 'download' ? (
        <DownloadForm
          key={selection.item?.id ?? 'add'}
          item={selection.item}
          folders={folderList}
          onDone={() => setSelection(null)}
        />
      ) : null}
    </section>
  );
}

/** DownloadRow is one file of a folder: its drag handle, kind, words, link and controls. */
function DownloadRow({
  paper,
  place,
  onEdit,
  onDelete,
}: {
  paper: ResearchPaper;
  /** place is the item's grip and place in its SortableList. */
  place: SortablePlace;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const pdf = isPdfUrl(paper.pdfUrl);
  const meta = [paper.authors, paper.journal, paper.publicationDate].filter(Boolean).join(' · ');
  return (
    <>
      {place.handle}
      <div className="flex min-w-0 flex-1 flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            className={
              'mt-0.5 inline-flex shrink-0 items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold ' +
              (pdf ? 'bg-red-50 text-red-700' : 'bg-secondary text-secondary-foreground')
            }
          >
            {pdf ? <FileText className="h-3.5 w-3.5" aria-hidden /> : <ImageIcon className="h-3.5 w-3.5" aria-hidden />}
            {pdf ? 'PDF' : 'Image'}
          </span>
          <div className="min-w-0">
            <h4 className="font-medium break-words">{paper.title}</h4>
            <p className="line-clamp-2 text-sm text-muted-foreground">{plainText(paper.description)}</p>
            {meta ? <p className="mt-0.5 text-xs text-muted-foreground">{meta}</p> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:justify-end">
          <a
            href={paper.pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            aria-label={`${pdf ? 'Download PDF' : 'View Image'}: ${paper.title}`}
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            {pdf ? 'Download PDF' : 'View Image'}
          </a>
          <EditorOnly>
            <MoveButtons itemName={paper.title} isFirst={place.isFirst} isLast={place.isLast} onMove={place.move} />
          </EditorOnly>
          <EditorOnly>
            <ItemActions
              itemName={paper.title}
              onEdit={onEdit}
              confirmTitle={`Delete "${paper.title}"?`}
              confirmDescription="The file will be removed from the downloads page."
              onDelete={onDelete}
            />
          </EditorOnly>
        </div>
      </div>
    </>
  );
}

function DownloadForm({ item, folders, onDone }: { item?: ResearchPaper; folders: Category[]; onDone: () => void }) {
  const form = useForm<DownloadFormInput, unknown, DownloadFormOutput>({
    resolver: zodResolver(downloadSchema(item ? 'edit' : 'add')),
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      category: item?.category ?? '',
      authors: item?.authors ?? '',
      journal: item?.journal ?? '',
      publicationDate: item?.publicationDate ?? '',
      file: undefined,
    },
  });
  const { busy, uploadOrKeep, save } = useSaveRecord({
    item,
    create: useCreateRecord<ResearchPaper>(researchPapers),
    update: useUpdateRecord<ResearchPaper>(researchPapers),
    noun: researchPapers.label,
    setError: form.setError,
    fieldMap: { pdfUrl: 'file' },
    onDone,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const failure = values.file instanceof File && uploadRouteFor(values.file).field === 'image' ? IMAGE_UPLOAD_FAILED : FILE_UPLOAD_FAILED;
    const pdfUrl = await uploadOrKeep(values.file, item?.pdfUrl ?? '', uploadByType, failure);
    if (pdfUrl === null) return;
    await save({
      title: values.title,
      description: values.description,
      pdfUrl,
      category: values.category,
      authors: values.authors,
      journal: values.journal,
      publicationDate: values.publicationDate,
      orderIndex: item?.orderIndex ?? 0,
    });
  });

  return (
    <FormDialog
      open
      translate={item ? { collection: researchPapers, id: item.id } : undefined}
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? 'Edit Download' : 'Add Download'}
      submitLabel={item ? 'Update Download' : 'Add Download'}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <TextField form={form} idPrefix="download" name="title" label="Title" required />
      <RichTextField form={form} idPrefix="download" name="description" label="Description" required max={fieldOf(researchPapers, 'description').max} />
      <SelectField
        form={form}
        idPrefix="download"
        name="category"
        label="Folder"
        required
        {...folderChoices(folders, item?.category)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} idPrefix="download" name="authors" label="Authors" />
        <TextField form={form} idPrefix="download" name="journal" label="Journal" />
        <TextField form={form} idPrefix="download" name="publicationDate" label={fieldOf(researchPapers, 'publicationDate').label} type="date" />
      </div>
      <FileField
        form={form}
        idPrefix="download"
        name="file"
        label="File (PDF or image)"
        required={!item}
        accept={ACCEPT_RESEARCH_FILES}
        isAccepted={isResearchFile}
        rejected={INVALID_FILE_TYPE}
        currentUrl={item?.pdfUrl}
        currentIsImage={item ? !isPdfUrl(item.pdfUrl) : false}
        library={libraryTypesOf('file')}
      />
    </FormDialog>
  );
}
