import { describe, expect, it } from 'vitest';
import { createQueryClient, putInCaches, putInListCache, removeFromCaches } from './queryClient';

const KEY = ['things', 'list'];

interface Thing {
  id: string;
  name: string;
}

/** The cached list after putting `item` into `cached` (undefined: not loaded). */
function listAfterPut(cached: Thing[] | undefined, item: Thing) {
  const queryClient = createQueryClient();
  if (cached) queryClient.setQueryData(KEY, cached);
  putInListCache(queryClient, KEY, item);
  return queryClient.getQueryData<Thing[]>(KEY)?.map((thing) => `${thing.id}:${thing.name}`);
}

const A = { id: 'a', name: 'A' };
const B = { id: 'b', name: 'B' };

describe('putInListCache', () => {
  it('replaces the item with the same id in its place', () => {
    expect(listAfterPut([A, B], { id: 'a', name: 'A2' })).toEqual(['a:A2', 'b:B']);
  });

  it('adds a new item at the end', () => {
    expect(listAfterPut([A], B)).toEqual(['a:A', 'b:B']);
  });

  it('leaves a list that is not loaded unloaded', () => {
    expect(listAfterPut(undefined, A)).toBeUndefined();
  });
});

const KEYS = { list: KEY, detail: (id: string) => ['things', 'detail', id] };

describe('putInCaches', () => {
  it('puts the item into its own query and the cached list', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(KEY, [A]);
    putInCaches(queryClient, KEYS, B);
    expect(queryClient.getQueryData(KEYS.detail('b'))).toEqual(B);
    expect(queryClient.getQueryData(KEY)).toEqual([A, B]);
  });
});

describe('removeFromCaches', () => {
  it('takes the item out of the list and drops its own query', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(KEY, [A, B]);
    queryClient.setQueryData(KEYS.detail('a'), A);
    removeFromCaches(queryClient, KEYS, 'a');
    expect(queryClient.getQueryData(KEY)).toEqual([B]);
    expect(queryClient.getQueryState(KEYS.detail('a'))).toBeUndefined();
  });

  it('leaves a list that is not loaded unloaded', () => {
    const queryClient = createQueryClient();
    removeFromCaches(queryClient, KEYS, 'a');
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });
});
