import type { ApiClient, PostInput, PostVersion } from '@pupitre/data';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { onDemand } from './api-calls';
import { useApiClient } from './api-client-context';
import { postKeys } from './post-keys';
import { createSaveChannel } from './save-channel';

// Calls only the editor makes: loaded beside it.
const fetchPostVersion = onDemand('fetchPostVersion');
const savePostVersion = onDemand('savePostVersion');
const keepEditorText = onDemand('keepEditorText');

export const postVersionQueries = {
  /** The post as the editor opens it, with the ETag its first save is based on. */
  forEditing: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...postKeys.detail(id), 'edicion'] as const,
      queryFn: () => fetchPostVersion(client, id),
      enabled: Number.isInteger(id) && id > 0,
      // The editor starts from what the server holds now, never from a copy cached earlier.
      staleTime: 0,
      gcTime: 0,
      retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
    }),
};

export function usePostVersion(id: number) {
  return useQuery(postVersionQueries.forEditing(useApiClient(), id));
}

/**
 * The editor's save channel (one per editor tab, made once): every save goes through it, each based on
 * the version the last one stored. An explicit save refreshes every post list and page.
 */
export function usePostSaveChannel(initial: PostVersion | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [channel] = useState(() =>
    createSaveChannel({
      save: async (request) => {
        const saved = await savePostVersion(client, request);
        if (request.origin !== 'autosave') void queryClient.invalidateQueries({ queryKey: postKeys.all });
        return saved;
      },
      read: (id) => fetchPostVersion(client, id),
      session: crypto.randomUUID(),
      initial,
    }),
  );
  return channel;
}

/** Keeps the editor's text in the post's history (before a restore replaces it in the editor). */
export function useKeepEditorText() {
  const client = useApiClient();
  return (id: number, input: PostInput) => keepEditorText(client, id, input);
}
