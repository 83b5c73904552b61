import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { EditorOnly, useCanEdit } from '@/components/admin/editor-only';
import { FormDialog } from '@/components/admin/form-dialog';
import { FileField, SelectField, TextAreaField, TextField } from '@/components/admin/form-fields';
import { ItemActions, MoveButtons } from '@/components/admin/item-actions';
import { RichTextField, richValue } from '@/components/admin/rich-text-field';
import { SortableList, type SortablePlace } from '@/components/admin/sortable-list';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useOpenedRecord } from '@/components/admin/use-opened-record';
import { useDeleteRecord, useSaveRecord } from '@/components/admin/use-record-mutations';
import { useReportError } from '@/components/admin/use-report-error';
import { Button } from '@/components/ui/button';
import { ACCEPT_IMAGES, ACCEPT_RESEARCH_FILES, isAcceptedImage, isResearchFile } from '@/lib/admin/file-kinds';
import { isLibraryPick, libraryTypesOf, type LibraryPick } from '@/lib/admin/library-pick';
import { FILE_UPLOAD_FAILED, IMAGE_UPLOAD_FAILED, INVALID_FILE_TYPE, INVALID_IMAGE_TYPE, MSG_REQUIRED } from '@/lib/admin/messages';
import { byOrderIndex } from '@/lib/admin/ordering';
import { recordsQueryOptions, useCreateRecord, useTrashRecord, useRecords, useReorderRecords, useUpdateRecord } from '@/lib/api/records';
import { uploadByType, uploadImage } from '@/lib/api/upload-file';
import { collectionNamed, type CollectionDeclaration, type FieldDeclaration } from '@/lib/collections';
import type { ImageInfo } from '@/lib/entities';
import { objectPosition } from '@/lib/image-focus';
import { partnerTypeValue } from '@/lib/partner-groups';
import { plural } from '@/lib/plural';
import { fieldsSchema } from '@/lib/record-fields';
import { plainText } from '@/lib/rich-text';

// The tab of a kind of record that has no screen of its own: its list, its form and its
// order, all made from the collection's declaration (web/content/collections.json). A new
// kind of record declared on the server gets this tab without a line of its own here.

/** StoredRecord is a record as the API answers it: an id and the declared fields. */
type StoredRecord = { id: number; orderIndex: number } & Record<string, unknown>;

const text = (r: StoredRecord, name: string) => (typeof r[name] === 'string' ? (r[name] as string) : '');
/** preview is a field's words as a list shows them: a rich text's plain text. */
const preview = (r: StoredRecord, f: FieldDeclaration) => (f.type === 'richText' ? plainText(richValue(r[f.name])) : text(r, f.name));
const uploadFields = (c: CollectionDeclaration) => c.fields.filter((f) => f.type === 'image' || f.type === 'file');
const fileKey = (f: FieldDeclaration) => `${f.name}File`;
const focusKey = (f: FieldDeclaration) => `${f.name}Focus`;

/** CollectionTab manages the records of the collection named: list, order, add, edit, delete. */
export function CollectionTab({ name }: { name: string }) {
  const c = collectionNamed(name);
  const canEdit = useCanEdit();
  const records = useRecords<StoredRecord>(c);
  const [selection, setSelection] = useState<{ item?: StoredRecord } | null>(null);
  useOpenedRecord(records.data, (item) => setSelection({ item }));
  const reorder = useReorderRecords<StoredRecord>(c);
  const remove = useDeleteRecord(useTrashRecord(c), c.label);
  const reportError = useReportError();
  const list = c.orderField ? byOrderIndex(records.data ?? []) : (records.data ?? []);
  const noun = c.label.toLowerCase();
  const headingId = `${c.name}-tab-heading`;

  return (
    <section aria-labelledby={headingId}>
      <TabHeader title={c.plural} summary={`${plural(list.length, noun)}${c.summary ? `, ${c.summary}` : ''}.`}>
        <EditorOnly>
          <Button onClick={() => setSelection({})}>
            <Plus className="h-4 w-4" aria-hidden />
            Add {c.label}
          </Button>
        </EditorOnly>
      </TabHeader>
      <ListStatus isPending={records.isPending} error={records.error} what={c.plural.toLowerCase()} />
      {records.isSuccess && list.length === 0 ? (
        <EmptyState title={`No ${c.plural.toLowerCase()} yet`}>Add the first one with Add {c.label}.</EmptyState>
      ) : null}
      <SortableList
        readOnly={!canEdit || !c.orderField}
        items={list}
        nameOf={(r) => c.title.map((t) => text(r, t)).join(': ')}
        layout="list"
        onReorder={(ids) => reorder.mutate(ids, { onError: (err) => reportError(err) })}
        className="flex flex-col gap-3"
        itemClassName="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-start"
        renderItem={(r, place) => (
          <RecordCard c={c} record={r} place={place} onEdit={() => setSelection({ item: r })} onDelete={() => remove(r.id)} />
        )}
      />
      {selection ? <RecordForm key={selection.item?.id ?? 'add'} c={c} item={selection.item} onDone={() => setSelection(null)} /> : null}
    </section>
  );
}

/** RecordCard shows a record: its picture, its name, its other short texts, the start of its long ones. */
function RecordCard({
  c,
  record,
  place,
  onEdit,
  onDelete,
}: {
  c: CollectionDeclaration;
  record: StoredRecord;
  place: SortablePlace;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const name = c.title.map((t) => text(record, t)).join(': ');
  const image = c.fields.find((f) => f.type === 'image');
  const url = image ? text(record, image.name) : '';
  const details = c.fields.filter((f) => !c.title.includes(f.name) && (f.type === 'text' || f.type === 'longText' || f.type === 'richText'));
  return (
    <>
      {image ? (
        url ? (
          <img
            src={url}
            alt=""
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-md border border-border object-cover"
            style={{ objectPosition: objectPosition(image.info ? (record[image.info] as ImageInfo | null) : null) }}
          />
        ) : (
          <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-muted text-xs text-muted-foreground">No Image</div>
        )
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">{name}</h3>
        {details.map((f) =>
          preview(record, f) ? (
            <p key={f.name} className={f.type === 'text' ? 'truncate text-sm text-primary' : 'line-clamp-2 text-sm text-muted-foreground'}>
              {preview(record, f)}
            </p>
          ) : null,
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {c.orderField ? (
          <EditorOnly>
            <MoveButtons itemName={name} isFirst={place.isFirst} isLast={place.isLast} onMove={place.move} />
          </EditorOnly>
        ) : null}
        <EditorOnly>
          <ItemActions
            itemName={name}
            onEdit={onEdit}
            confirmTitle={`Delete ${name}?`}
            confirmDescription={`The ${c.label.toLowerCase()} will be removed from the site.`}
            onDelete={onDelete}
          />
        </EditorOnly>
        {c.orderField ? place.handle : null}
      </div>
    </>
  );
}

/** formSchema is the form's check: the declared fields, and for each upload the file picked and its focal point. */
function formSchema(c: CollectionDeclaration, adding: boolean) {
  const shape: Record<string, z.ZodType> = fieldsSchema(c);
  for (const f of uploadFields(c)) {
    // A file to upload, or one of the library (whose kind the picker kept to the field's).
    const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;
    const accepted = f.type === 'image' ? isAcceptedImage : isResearchFile;
    const picked = z
      .custom<File | LibraryPick>((v) => isFile(v) || isLibraryPick(v), MSG_REQUIRED)
      .refine((v) => !isFile(v) || accepted(v), f.type === 'image' ? INVALID_IMAGE_TYPE.description : INVALID_FILE_TYPE.description);
    shape[fileKey(f)] = f.required && adding ? picked : picked.nullable().optional();
    shape[focusKey(f)] = z.object({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) }).optional();
  }
  return z.object(shape);
}

/** RecordForm adds a record or edits one, field by field as the collection declares them. */
function RecordForm({ c, item, onDone }: { c: CollectionDeclaration; item?: StoredRecord; onDone: () => void }) {
  const idPrefix = c.name;
  const defaults: Record<string, unknown> = {};
  for (const f of c.fields) {
    if (f.type === 'image' || f.type === 'file') continue;
    const v = item?.[f.name] ?? f.default;
    defaults[f.name] = f.type === 'flag' ? String(v ?? true) : f.type === 'richText' ? richValue(v) : v === undefined || v === null ? '' : String(v);
  }
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver: zodResolver(formSchema(c, !item)) as never, defaultValues: defaults });
  const { busy, uploadOrKeep, save } = useSaveRecord({
    item,
    create: useCreateRecord<StoredRecord, Record<string, unknown>>(c),
    update: useUpdateRecord<StoredRecord, Record<string, unknown>>(c),
    noun: c.label,
    setError: form.setError,
    fieldMap: Object.fromEntries(uploadFields(c).map((f) => [f.name, fileKey(f)])),
    onDone,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const data: Record<string, unknown> = {};
    for (const f of c.fields) {
      if (f.type !== 'image' && f.type !== 'file') {
        data[f.name] = values[f.name];
        continue;
      }
      const url = await uploadOrKeep(
        values[fileKey(f)] as File | LibraryPick | null | undefined,
        item ? text(item, f.name) : '',
        f.type === 'image' ? uploadImage : uploadByType,
        f.type === 'image' ? IMAGE_UPLOAD_FAILED : FILE_UPLOAD_FAILED,
        values[focusKey(f)] as { x: number; y: number } | undefined,
      );
      if (url === null) return;
      data[f.name] = url;
    }
    await save(data);
  });

  return (
    <FormDialog
      open
      translate={item ? { collection: c, id: item.id } : undefined}
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? `Edit ${c.label}` : `Add ${c.label}`}
      submitLabel={item ? `Update ${c.label}` : `Add ${c.label}`}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      {c.fields.map((f) => (
        <RecordField key={f.name} c={c} f={f} form={form} idPrefix={idPrefix} item={item} />
      ))}
    </FormDialog>
  );
}

/** RecordField is the control of one declared field. */
function RecordField({
  f,
  form,
  idPrefix,
  item,
}: {
  c: CollectionDeclaration;
  f: FieldDeclaration;
  form: ReturnType<typeof useForm<FieldValues, unknown, FieldValues>>;
  idPrefix: string;
  item?: StoredRecord;
}) {
  const common = { form, idPrefix, name: f.name, label: f.label, required: f.required };
  switch (f.type) {
    case 'longText':
      return <TextAreaField {...common} rows={4} />;
    case 'richText':
      return <RichTextField {...common} max={f.max} />;
    case 'number':
      return <TextField {...common} inputMode="numeric" />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'email':
      return <TextField {...common} type="email" inputMode="email" />;
    case 'website':
      return <TextField {...common} inputMode="url" />;
    case 'flag':
      return (
        <SelectField
          {...common}
          options={[
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]}
        />
      );
    case 'folder':
    case 'partnerType':
      return <ReferenceField f={f} form={form} idPrefix={idPrefix} />;
    case 'image':
    case 'file':
      return (
        <FileField
          form={form}
          idPrefix={idPrefix}
          name={fileKey(f)}
          label={f.label}
          required={f.required && !item}
          accept={f.type === 'image' ? ACCEPT_IMAGES : ACCEPT_RESEARCH_FILES}
          isAccepted={f.type === 'image' ? isAcceptedImage : isResearchFile}
          rejected={f.type === 'image' ? INVALID_IMAGE_TYPE : INVALID_FILE_TYPE}
          currentUrl={(item && text(item, f.name)) || undefined}
          currentInfo={item && f.info ? (item[f.info] as ImageInfo | null) : undefined}
          focusName={f.type === 'image' ? focusKey(f) : undefined}
          removable={!f.required}
          library={libraryTypesOf(f.type)}
        />
      );
    default:
      return <TextField {...common} />;
  }
}

/** ReferenceField chooses the record of another collection that a field names (a folder). */
function ReferenceField({
  f,
  form,
  idPrefix,
}: {
  f: FieldDeclaration;
  form: ReturnType<typeof useForm<FieldValues, unknown, FieldValues>>;
  idPrefix: string;
}) {
  const target = collectionNamed(f.refers!);
  const options = useQuery(recordsQueryOptions<StoredRecord>(target)).data ?? [];
  return (
    <SelectField
      form={form}
      idPrefix={idPrefix}
      name={f.name}
      label={f.label}
      required={f.required}
      options={options.map((r) => {
        const name = text(r, target.title[0]);
        // A partner's type is its category's type value; a folder is named as it is.
        return { value: f.type === 'partnerType' ? partnerTypeValue(name) : name, label: name };
      })}
    />
  );
}
