import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionNamed } from '@/lib/collections';
import type { Category, GalleryImage, GalleryImageInput, TeamMember } from '@/lib/entities';
import {
  createRecord,
  listsChangedBy,
  recordsQueryOptions,
  reorderRecords,
  trashRecord,
  updateRecord,
  useCreateRecord,
  useReorderRecords,
  useTrashRecord,
  useUpdateRecord,
} from './records';

const categories = collectionNamed('categories');
const galleryImages = collectionNamed('gallery-images');
const partnerCategories = collectionNamed('partner-categories');
const teamMembers = collectionNamed('team-members');

/** A call as the server saw it: method, path and JSON body. */
type Sent = { method: string; path: string; body?: unknown };

let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  // Every call is noted and answered as the server answers a write: with a JSON object.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: String(url), ...(body === undefined ? {} : { body }) });
    return Response.json(init?.method === 'DELETE' ? { message: 'Moved to the trash', trashId: 7 } : { id: 1 });
  });
});

afterEach(() => vi.restoreAllMocks());

/** folderLists are the folders and every list filed in folders, which a folder rename or delete changes. */
const folderLists = [['/api/categories'], ['/api/gallery/images'], ['/api/gallery/videos'], ['/api/research-papers']];

const member: Omit<TeamMember, 'id'> = {
  name: 'Ada',
  title: 'Engineer',
  company: 'QRS',
  description: 'Builds things.',
  imageUrl: '',
  orderIndex: 2,
};

describe('a record call', () => {
  it('reads the list at the collection path, keyed by the path', async () => {
    const options = recordsQueryOptions<GalleryImage>(galleryImages);
    expect(options.queryKey).toEqual(['/api/gallery/images']);
    await new QueryClient().fetchQuery(options);
    expect(sent).toEqual([{ method: 'GET', path: '/api/gallery/images' }]);
  });

  it('creates with POST to the path, updates with PUT and deletes with DELETE at the path and id', async () => {
    expect(await createRecord<TeamMember>(teamMembers, member)).toEqual({ id: 1 });
    await updateRecord<TeamMember>(teamMembers, { id: 3, data: member });
    expect(await trashRecord(teamMembers, 3)).toEqual({ message: 'Moved to the trash', trashId: 7 });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/team-members', body: member },
      { method: 'PUT', path: '/api/team-members/3', body: member },
      { method: 'DELETE', path: '/api/team-members/3' },
    ]);
  });

  it('sends an update with only the fields given; a gallery image goes without an orderIndex', async () => {
    const image: GalleryImageInput = { title: 'Hall', description: 'The hall', imageUrl: '/uploads/a.webp', category: 'Events' };
    await createRecord<GalleryImage, GalleryImageInput>(galleryImages, image);
    await updateRecord<GalleryImage, GalleryImageInput>(galleryImages, { id: 4, data: { title: 'Main hall' } });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/gallery/images', body: image },
      { method: 'PUT', path: '/api/gallery/images/4', body: { title: 'Main hall' } },
    ]);
  });

  it('reorders with POST to path/reorder and the ids first to last', async () => {
    await reorderRecords(galleryImages, [3, 1, 2]);
    expect(sent).toEqual([{ method: 'POST', path: '/api/gallery/images/reorder', body: { ids: [3, 1, 2] } }]);
  });

  it('refuses to reorder a collection without an order, sending nothing', async () => {
    await expect(reorderRecords(categories, [2, 1])).rejects.toThrow('Collection "categories" has no order to change');
    expect(sent).toEqual([]);
  });
});

describe('the lists a write refetches', () => {
  it('are, for a folder, the folders alone on a create, and everything filed in folders on a rename or delete', () => {
    expect(listsChangedBy(categories, 'create')).toEqual([['/api/categories']]);
    expect(listsChangedBy(categories, 'update')).toEqual(folderLists);
    expect(listsChangedBy(categories, 'delete')).toEqual(folderLists);
  });

  it('are, for a partner category, the partners too on a rename only: a delete leaves partners their type', () => {
    expect(listsChangedBy(partnerCategories, 'create')).toEqual([['/api/partner-categories']]);
    expect(listsChangedBy(partnerCategories, 'update')).toEqual([['/api/partner-categories'], ['/api/global-partners']]);
    expect(listsChangedBy(partnerCategories, 'delete')).toEqual([['/api/partner-categories']]);
  });

  it('are, for a team member, the team alone', () => {
    for (const write of ['create', 'update', 'delete'] as const) {
      expect(listsChangedBy(teamMembers, write)).toEqual([['/api/team-members']]);
    }
  });
});

/**
 * hookOf renders a component calling useHook once, as the server renderer does, and answers
 * what the hook returned: a mutation's mutateAsync then runs outside React.
 */
function hookOf<R>(client: QueryClient, useHook: () => R): R {
  let value: R | undefined;
  function Probe() {
    value = useHook();
    return null;
  }
  renderToString(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return value!;
}

/** invalidatedBy answers the query keys client invalidates while run runs. */
async function invalidatedBy(client: QueryClient, run: () => Promise<unknown>): Promise<QueryKey[]> {
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  try {
    await run();
    return invalidate.mock.calls.map(([filters]) => filters?.queryKey ?? []);
  } finally {
    invalidate.mockRestore();
  }
}

describe('a write hook', () => {
  it('refetches the folders alone after a create, and everything filed in folders after a rename or delete', async () => {
    const client = new QueryClient();
    const create = hookOf(client, () => useCreateRecord<Category>(categories));
    const update = hookOf(client, () => useUpdateRecord<Category>(categories));
    const trash = hookOf(client, () => useTrashRecord(categories));
    expect(await invalidatedBy(client, () => create.mutateAsync({ name: 'Events', description: '' }))).toEqual([['/api/categories']]);
    expect(await invalidatedBy(client, () => update.mutateAsync({ id: 1, data: { name: 'Talks' } }))).toEqual(folderLists);
    expect(await invalidatedBy(client, () => trash.mutateAsync(1))).toEqual(folderLists);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/categories', 'PUT /api/categories/1', 'DELETE /api/categories/1']);
  });

  it('refetches the partners after a partner category update, not after its delete', async () => {
    const client = new QueryClient();
    const update = hookOf(client, () => useUpdateRecord(partnerCategories));
    const trash = hookOf(client, () => useTrashRecord(partnerCategories));
    expect(await invalidatedBy(client, () => update.mutateAsync({ id: 2, data: { name: 'Clinics' } }))).toEqual([
      ['/api/partner-categories'],
      ['/api/global-partners'],
    ]);
    expect(await invalidatedBy(client, () => trash.mutateAsync(2))).toEqual([['/api/partner-categories']]);
  });

  it('moves team members in the cached list at once, and refetches the team alone', async () => {
    const client = new QueryClient();
    const team = [
      { ...member, id: 1, orderIndex: 0 },
      { ...member, id: 2, orderIndex: 1 },
    ];
    client.setQueryData(['/api/team-members'], team);
    const reorder = hookOf(client, () => useReorderRecords<TeamMember>(teamMembers));
    let cachedWhileSending: TeamMember[] | undefined;
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      cachedWhileSending = client.getQueryData<TeamMember[]>(['/api/team-members']);
      sent.push({ method: init?.method ?? 'GET', path: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: 204 });
    });
    expect(await invalidatedBy(client, () => reorder.mutateAsync([2, 1]))).toEqual([['/api/team-members']]);
    expect(cachedWhileSending?.map((m) => [m.id, m.orderIndex])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(sent).toEqual([{ method: 'POST', path: '/api/team-members/reorder', body: { ids: [2, 1] } }]);
  });
});
