import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Globe, Mail, Phone, Plus, User } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EditorOnly } from '@/components/admin/editor-only';
import { FormDialog } from '@/components/admin/form-dialog';
import { OtherLanguages } from '@/components/admin/other-languages';
import { FileField, SelectField, TextAreaField, TextField } from '@/components/admin/form-fields';
import { ItemActions } from '@/components/admin/item-actions';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useOpenedRecord } from '@/components/admin/use-opened-record';
import { useDeleteRecord, useSaveRecord } from '@/components/admin/use-record-mutations';
import { Button } from '@/components/ui/button';
import {
  partnerCategorySchema,
  partnerSchema,
  type PartnerCategoryFormInput,
  type PartnerCategoryFormOutput,
  type PartnerFormInput,
  type PartnerFormOutput,
} from '@/lib/admin/admin-form-schemas';
import { ACCEPT_IMAGES, isAcceptedImage } from '@/lib/admin/file-kinds';
import { libraryTypesOf } from '@/lib/admin/library-pick';
import { IMAGE_UPLOAD_FAILED, INVALID_IMAGE_TYPE } from '@/lib/admin/messages';
import { partnerTypeName, partnerTypeOptions } from '@/lib/admin/partner-types';
import { useCreateRecord, useRecords, useTrashRecord, useUpdateRecord } from '@/lib/api/records';
import { uploadImage } from '@/lib/api/upload-file';
import { collectionNamed, fieldOf } from '@/lib/collections';
import type { GlobalPartner, PartnerCategory } from '@/lib/entities';
import { plural } from '@/lib/plural';
import { websiteHref } from '@/lib/website-url';

const globalPartners = collectionNamed('global-partners');
const partnerCategories = collectionNamed('partner-categories');

/** PartnersTab manages the partner categories and the global partners directory. */
export function PartnersTab() {
  const partners = useRecords<GlobalPartner>(globalPartners);
  const categories = useRecords<PartnerCategory>(partnerCategories);
  const deletePartner = useDeleteRecord(useTrashRecord(globalPartners), globalPartners.label);
  const [selection, setSelection] = useState<{ item?: GlobalPartner } | null>(null);
  useOpenedRecord(partners.data, (item) => setSelection({ item }));
  const list = partners.data ?? [];
  const categoryList = categories.data ?? [];
  const typeOptions = partnerTypeOptions(categoryList);

  return (
    <section className="space-y-6">
      <TabHeader title={globalPartners.plural} summary={`${plural(list.length, 'partner')} in the directory.`}>
        <EditorOnly>
          <Button onClick={() => setSelection({})}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Global Partner
          </Button>
        </EditorOnly>
      </TabHeader>
      <ManageCategories categories={categoryList} isPending={categories.isPending} />
      <ListStatus isPending={partners.isPending} error={partners.error} what="global partners" />
      {partners.isSuccess && list.length === 0 ? (
        <EmptyState title="No Global Partners">Add clinics, distributors and research centres with Add Global Partner.</EmptyState>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((p) => (
          <li key={p.id} className="flex flex-col rounded-lg border border-border bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{p.name}</h3>
                <p className="text-sm text-muted-foreground">{[p.city, p.country].filter(Boolean).join(', ')}</p>
              </div>
              <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                {partnerTypeName(p.partnerType, categoryList)}
              </span>
            </div>
            {p.description ? <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{p.description}</p> : null}
            {p.services ? (
              <ul className="mt-2 flex flex-wrap gap-1" aria-label="Services">
                {p.services
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean)
                  .map((s) => (
                    <li key={s} className="rounded bg-muted px-2 py-0.5 text-xs">
                      {s}
                    </li>
                  ))}
              </ul>
            ) : null}
            <div className="mt-3 space-y-1 text-sm">
              {p.contactPerson ? (
                <p className="flex items-center gap-2">
                  <User className="h-4 w-4 text-muted-foreground" aria-hidden />
                  {p.contactPerson}
                </p>
              ) : null}
              {p.email ? (
                <a href={`mailto:${p.email}`} className="flex items-center gap-2 break-all text-primary hover:underline">
                  <Mail className="h-4 w-4 shrink-0" aria-hidden />
                  {p.email}
                </a>
              ) : null}
              {p.phone ? (
                <a href={`tel:${p.phone}`} className="flex items-center gap-2 text-primary hover:underline">
                  <Phone className="h-4 w-4" aria-hidden />
                  {p.phone}
                </a>
              ) : null}
              {p.website ? (
                <a
                  href={websiteHref(p.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-2 break-all text-primary hover:underline"
                >
                  <Globe className="h-4 w-4 shrink-0" aria-hidden />
                  Visit Website
                </a>
              ) : null}
            </div>
            <div className="mt-auto flex gap-2 pt-4">
              <EditorOnly>
                <ItemActions
                  itemName={p.name}
                  onEdit={() => setSelection({ item: p })}
                  confirmTitle={`Delete ${p.name}?`}
                  confirmDescription="The partner will be removed from the global partners page."
                  onDelete={() => deletePartner(p.id)}
                />
              </EditorOnly>
            </div>
          </li>
        ))}
      </ul>
      {selection ? (
        <PartnerForm
          key={selection.item?.id ?? 'add'}
          item={selection.item}
          typeOptions={typeOptions}
          categories={categoryList}
          onDone={() => setSelection(null)}
        />
      ) : null}
    </section>
  );
}

function PartnerForm({
  item,
  typeOptions,
  categories,
  onDone,
}: {
  item?: GlobalPartner;
  typeOptions: { value: string; label: string }[];
  categories: PartnerCategory[];
  onDone: () => void;
}) {
  const form = useForm<PartnerFormInput, unknown, PartnerFormOutput>({
    resolver: zodResolver(partnerSchema),
    defaultValues: {
      name: item?.name ?? '',
      partnerType: item?.partnerType ?? '',
      country: item?.country ?? '',
      city: item?.city ?? '',
      description: item?.description ?? '',
      services: item?.services ?? '',
      contactPerson: item?.contactPerson ?? '',
      email: item?.email ?? '',
      phone: item?.phone ?? '',
      website: item?.website ?? '',
      logoFile: undefined,
    },
  });
  // An existing partner may carry a type no longer offered; keep it selectable.
  const options =
    item?.partnerType && !typeOptions.some((o) => o.value === item.partnerType)
      ? [...typeOptions, { value: item.partnerType, label: partnerTypeName(item.partnerType, categories) }]
      : typeOptions;

  const { busy, uploadOrKeep, save } = useSaveRecord({
    item,
    create: useCreateRecord<GlobalPartner>(globalPartners),
    update: useUpdateRecord<GlobalPartner>(globalPartners),
    noun: globalPartners.label,
    setError: form.setError,
    fieldMap: { logoUrl: 'logoFile' },
    onDone,
  });
  const onSubmit = form.handleSubmit(async ({ logoFile, ...values }) => {
    // The logo is uploaded (or taken from the library) first; the record then names it.
    const logoUrl = await uploadOrKeep(logoFile, item?.logoUrl ?? '', uploadImage, IMAGE_UPLOAD_FAILED);
    if (logoUrl === null) return;
    await save({ ...values, logoUrl });
  });

  return (
    <FormDialog
      open
      translate={item ? { collection: globalPartners, id: item.id } : undefined}
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? 'Edit Global Partner' : 'Add Global Partner'}
      submitLabel={item ? 'Update Partner' : 'Add Partner'}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} idPrefix="partner" name="name" label="Name" required />
        <SelectField
          form={form}
          idPrefix="partner"
          name="partnerType"
          label={fieldOf(globalPartners, 'partnerType').label}
          required
          options={options}
          placeholder="Choose a type"
        />
        <TextField form={form} idPrefix="partner" name="country" label="Country" required />
        <TextField form={form} idPrefix="partner" name="city" label="City" />
      </div>
      <TextAreaField form={form} idPrefix="partner" name="description" label="Description" />
      <TextField
        form={form}
        idPrefix="partner"
        name="services"
        label="Services (comma-separated)"
        placeholder="e.g. Therapy, Consultation"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} idPrefix="partner" name="contactPerson" label={fieldOf(globalPartners, 'contactPerson').label} />
        <TextField form={form} idPrefix="partner" name="email" label="Email" type="email" inputMode="email" />
        <TextField form={form} idPrefix="partner" name="phone" label="Phone" type="tel" inputMode="tel" />
        <TextField form={form} idPrefix="partner" name="website" label="Website" placeholder="www.example.com" />
      </div>
      <FileField
        form={form}
        idPrefix="partner"
        name="logoFile"
        label={fieldOf(globalPartners, 'logoUrl').label}
        accept={ACCEPT_IMAGES}
        isAccepted={isAcceptedImage}
        rejected={INVALID_IMAGE_TYPE}
        currentUrl={item?.logoUrl || undefined}
        removable
        library={libraryTypesOf('image')}
      />
    </FormDialog>
  );
}

/** ManageCategories lists the partner categories; the one form beside the list adds or edits in place. */
function ManageCategories({ categories, isPending }: { categories: PartnerCategory[]; isPending: boolean }) {
  const [editing, setEditing] = useState<PartnerCategory | null>(null);
  // The form beside the list must not go on editing a category that is gone.
  const deleteCategory = useDeleteRecord(useTrashRecord(partnerCategories), partnerCategories.label, (id) => {
    if (editing?.id === id) setEditing(null);
  });
  const sorted = [...categories].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
  // Folded away until opened: the partners are what the tab is mostly for.
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="manage-categories-heading" className="rounded-lg border border-border bg-muted/40 p-4 sm:p-5">
      <h3 id="manage-categories-heading" className="font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="manage-categories-body"
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-2 text-left focus-visible:outline-2 focus-visible:outline-primary"
        >
          <span>Manage Categories</span>
          <span className="flex items-center gap-1 text-sm font-normal text-muted-foreground">
            {isPending ? '' : sorted.length === 1 ? '1 category' : `${sorted.length} categories`}
            <ChevronDown className={'h-4 w-4 transition-transform ' + (open ? 'rotate-180' : '')} aria-hidden />
          </span>
        </button>
      </h3>
      <div id="manage-categories-body" hidden={!open}>
        <p className="mt-1 text-sm text-muted-foreground">
          Active categories become the partner types and the groups of the Global Partners page, in their display order; renaming a category takes its partners along. Without any, the types are Clinic, Distributor and Research Center.
        </p>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <EditorOnly>
            <PartnerCategoryForm key={editing?.id ?? 'add'} item={editing ?? undefined} onDone={() => setEditing(null)} />
          </EditorOnly>
          <div>
            {isPending ? <p className="text-sm text-muted-foreground">Loading categories...</p> : null}
            {!isPending && sorted.length === 0 ? <p className="text-sm text-muted-foreground">No partner categories yet.</p> : null}
            <ul className="divide-y divide-border rounded-md border border-border bg-white">
              {sorted.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      <span>{c.name}</span>
                      <span
                        className={
                          'ml-1 rounded px-1.5 py-0.5 text-xs ' +
                          (c.isActive ? 'bg-emerald-50 text-emerald-800' : 'bg-muted text-muted-foreground')
                        }
                      >
                        {c.isActive ? 'Active' : 'Inactive'}
                      </span>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Order {c.displayOrder}
                      {c.description ? ` · ${c.description}` : ''}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <EditorOnly>
                      <ItemActions
                        itemName={`category ${c.name}`}
                        onEdit={() => setEditing(c)}
                        confirmTitle={`Delete category "${c.name}"?`}
                        confirmDescription="Partners of this type keep their type value; the Global Partners page lists them under the default groups."
                        onDelete={() => deleteCategory(c.id)}
                      />
                    </EditorOnly>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function PartnerCategoryForm({ item, onDone }: { item?: PartnerCategory; onDone: () => void }) {
  const defaults: PartnerCategoryFormInput = {
    name: item?.name ?? '',
    description: item?.description ?? '',
    displayOrder: String(item?.displayOrder ?? 0),
    isActive: item ? (item.isActive ? 'true' : 'false') : 'true',
  };
  const form = useForm<PartnerCategoryFormInput, unknown, PartnerCategoryFormOutput>({
    resolver: zodResolver(partnerCategorySchema),
    defaultValues: defaults,
  });
  const { busy, save } = useSaveRecord({
    item,
    create: useCreateRecord<PartnerCategory>(partnerCategories),
    update: useUpdateRecord<PartnerCategory>(partnerCategories),
    noun: partnerCategories.label,
    setError: form.setError,
    // The form stays on screen after a save, empty for the next category.
    onDone: () => {
      form.reset({ name: '', description: '', displayOrder: '0', isActive: 'true' });
      onDone();
    },
  });
  const onSubmit = form.handleSubmit(save);
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={item ? 'Edit partner category' : 'Add partner category'}>
        <TextField form={form} idPrefix="pcat" name="name" label="Category name" required />
        <TextField form={form} idPrefix="pcat" name="description" label="Description" />
        <div className="grid grid-cols-2 gap-3">
          <TextField form={form} idPrefix="pcat" name="displayOrder" label={fieldOf(partnerCategories, 'displayOrder').label} inputMode="numeric" />
          <SelectField
            form={form}
            idPrefix="pcat"
            name="isActive"
            label="Status"
            options={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Inactive' },
            ]}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={busy !== null}>
            {busy ?? (item ? 'Update Category' : 'Add Category')}
          </Button>
          {item ? (
            <Button variant="outline" onClick={onDone} disabled={busy !== null}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      {item ? <OtherLanguages c={partnerCategories} id={item.id} onCancel={onDone} /> : null}
    </>
  );
}
