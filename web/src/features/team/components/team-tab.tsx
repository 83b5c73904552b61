import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EditorOnly, useCanEdit } from '@/components/admin/editor-only';
import { FormDialog } from '@/components/admin/form-dialog';
import { FileField, TextField } from '@/components/admin/form-fields';
import { ItemActions, MoveButtons } from '@/components/admin/item-actions';
import { RichTextField } from '@/components/admin/rich-text-field';
import { SortableList, type SortablePlace } from '@/components/admin/sortable-list';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useOpenedRecord } from '@/components/admin/use-opened-record';
import { useDeleteRecord, useSaveRecord } from '@/components/admin/use-record-mutations';
import { useReportError } from '@/components/admin/use-report-error';
import { Button } from '@/components/ui/button';
import {
  teamMemberSchema,
  type TeamMemberFormInput,
  type TeamMemberFormOutput,
} from '@/lib/admin/admin-form-schemas';
import { ACCEPT_IMAGES, isAcceptedImage } from '@/lib/admin/file-kinds';
import { libraryTypesOf } from '@/lib/admin/library-pick';
import { IMAGE_UPLOAD_FAILED, INVALID_IMAGE_TYPE } from '@/lib/admin/messages';
import { byOrderIndex } from '@/lib/admin/ordering';
import { useCreateRecord, useRecords, useReorderRecords, useTrashRecord, useUpdateRecord } from '@/lib/api/records';
import { uploadImage } from '@/lib/api/upload-file';
import { collectionNamed, fieldOf } from '@/lib/collections';
import type { TeamMember } from '@/lib/entities';
import { objectPosition } from '@/lib/image-focus';
import { plural } from '@/lib/plural';
import { plainText } from '@/lib/rich-text';

const teamMembers = collectionNamed('team-members');

type Selection = { mode: 'add' } | { mode: 'edit'; item: TeamMember } | null;

/** TeamTab manages the team members: a form, the card grid and the order visitors see. */
export function TeamTab() {
  const canEdit = useCanEdit();
  const members = useRecords<TeamMember>(teamMembers);
  const [selection, setSelection] = useState<Selection>(null);
  useOpenedRecord(members.data, (item) => setSelection({ mode: 'edit', item }));
  const reorder = useReorderRecords<TeamMember>(teamMembers);
  const deleteMember = useDeleteRecord(useTrashRecord(teamMembers), teamMembers.label);
  const reportError = useReportError();
  const sorted = byOrderIndex(members.data ?? []);
  // The up and down buttons and a drop save a new order the same way.
  const saveOrder = (ids: number[]) => reorder.mutate(ids, { onError: (err) => reportError(err) });

  return (
    <section aria-labelledby="team-tab-heading">
      <TabHeader title={teamMembers.plural} summary={`${plural(sorted.length, 'member')}, ${teamMembers.summary}.`}>
        <EditorOnly>
          <Button onClick={() => setSelection({ mode: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Team Member
          </Button>
        </EditorOnly>
      </TabHeader>
      <ListStatus isPending={members.isPending} error={members.error} what="team members" />
      {members.isSuccess && sorted.length === 0 ? (
        <EmptyState title="No team members yet">Add the first one with Add Team Member.</EmptyState>
      ) : null}
      <SortableList
        readOnly={!canEdit}
        items={sorted}
        nameOf={(m) => m.name}
        layout="grid"
        onReorder={saveOrder}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        itemClassName="flex flex-col overflow-hidden rounded-lg border border-border bg-white"
        handleClassName="-mt-1 -mr-2"
        renderItem={(member, place) => (
          <TeamMemberCard
            member={member}
            place={place}
            onEdit={() => setSelection({ mode: 'edit', item: member })}
            onDelete={() => deleteMember(member.id)}
          />
        )}
      />
      {selection ? (
        <TeamMemberForm
          key={selection.mode === 'edit' ? selection.item.id : 'add'}
          item={selection.mode === 'edit' ? selection.item : undefined}
          onDone={() => setSelection(null)}
        />
      ) : null}
    </section>
  );
}

/** TeamMemberCard is one member's card: photo, words, drag handle and controls. */
function TeamMemberCard({
  member,
  place,
  onEdit,
  onDelete,
}: {
  member: TeamMember;
  /** place is the item's grip and place in its SortableList. */
  place: SortablePlace;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <>
      <div className="flex gap-4 p-4">
        {member.imageUrl ? (
          <img
            src={member.imageUrl}
            alt={member.name}
            loading="lazy"
            className="h-20 w-20 shrink-0 rounded-md border border-border object-cover"
            style={{ objectPosition: objectPosition(member.imageInfo) }}
          />
        ) : (
          <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-md bg-muted text-xs text-muted-foreground">
            No Image
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold break-words">{member.name}</h3>
          <p className="truncate text-sm text-primary">{member.title}</p>
          <p className="truncate text-sm text-muted-foreground">{member.company}</p>
        </div>
        {place.handle}
      </div>
      <p className="line-clamp-3 px-4 text-sm text-muted-foreground">{plainText(member.description)}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 p-4">
        <EditorOnly>
          <MoveButtons itemName={member.name} isFirst={place.isFirst} isLast={place.isLast} onMove={place.move} />
        </EditorOnly>
        <div className="flex gap-2">
          <EditorOnly>
            <ItemActions
              itemName={member.name}
              onEdit={onEdit}
              confirmTitle={`Delete ${member.name}?`}
              confirmDescription="The team member will be removed from the team page."
              onDelete={onDelete}
            />
          </EditorOnly>
        </div>
      </div>
    </>
  );
}

function TeamMemberForm({ item, onDone }: { item?: TeamMember; onDone: () => void }) {
  const form = useForm<TeamMemberFormInput, unknown, TeamMemberFormOutput>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: {
      name: item?.name ?? '',
      title: item?.title ?? '',
      company: item?.company ?? '',
      description: item?.description ?? '',
      orderIndex: String(item?.orderIndex ?? 0),
      imageFile: undefined,
      imageFocus: undefined,
    },
  });
  const { busy, uploadOrKeep, save } = useSaveRecord({
    item,
    create: useCreateRecord<TeamMember>(teamMembers),
    update: useUpdateRecord<TeamMember>(teamMembers),
    noun: teamMembers.label,
    setError: form.setError,
    fieldMap: { imageUrl: 'imageFile' },
    onDone,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const imageUrl = await uploadOrKeep(values.imageFile, item?.imageUrl ?? '', uploadImage, IMAGE_UPLOAD_FAILED, values.imageFocus);
    if (imageUrl === null) return;
    await save({
      name: values.name,
      title: values.title,
      company: values.company,
      description: values.description,
      imageUrl,
      orderIndex: values.orderIndex,
    });
  });

  return (
    <FormDialog
      open
      translate={item ? { collection: teamMembers, id: item.id } : undefined}
      dirty={form.formState.isDirty}
      onCancel={onDone}
      title={item ? 'Edit Team Member' : 'Add Team Member'}
      submitLabel={item ? 'Update Team Member' : 'Add Team Member'}
      busyLabel={busy}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} idPrefix="team" name="name" label="Name" required />
        <TextField form={form} idPrefix="team" name="title" label="Title" required />
        <TextField form={form} idPrefix="team" name="company" label="Company" required />
        <TextField form={form} idPrefix="team" name="orderIndex" label="Order index" inputMode="numeric" />
      </div>
      <RichTextField form={form} idPrefix="team" name="description" label="Description" required max={fieldOf(teamMembers, 'description').max} />
      <FileField
        form={form}
        idPrefix="team"
        name="imageFile"
        label={fieldOf(teamMembers, 'imageUrl').label}
        accept={ACCEPT_IMAGES}
        isAccepted={isAcceptedImage}
        rejected={INVALID_IMAGE_TYPE}
        currentUrl={item?.imageUrl || undefined}
        currentInfo={item?.imageInfo}
        focusName="imageFocus"
        removable
        library={libraryTypesOf('image')}
      />
    </FormDialog>
  );
}
