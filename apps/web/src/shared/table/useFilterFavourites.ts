import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSavedFilterMap } from '@wms/contract/table';
import { api } from '../api/request.ts';
import { feedback } from '../feedback/feedback.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

export interface Favourite {
  id: number;
  title: string;
  filter: TSavedFilterMap;
}

interface ListReply {
  data?: Favourite[];
}
interface ActionReply {
  message?: string;
}

export function favouritesKey(resource: string) {
  return ['filterFavourites', resource] as const;
}

/** The user's saved filters of a resource, kept on the server (`/system/filter/*`). */
export function useFilterFavourites(resource: string, enabled: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = favouritesKey(resource);
  const list = useQuery({
    queryKey: key,
    queryFn: async () => {
      const reply = await api.get<ListReply>('/system/filter/_list', { resource });
      return Array.isArray(reply?.data) ? reply.data : [];
    },
    enabled,
  });
  const done = (reply: ActionReply) => {
    feedback().message.success(reply?.message || t('table.done'));
    return queryClient.invalidateQueries({ queryKey: key });
  };
  const save = useMutation({
    mutationFn: (v: { title: string; filter: TSavedFilterMap }) =>
      api.post<ActionReply>('/system/filter/~save', { resource, title: v.title, filter: v.filter }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post<ActionReply>('/system/filter/~delete', { id }),
    onSuccess: done,
  });
  return { favourites: list.data ?? [], loading: list.isLoading, save, remove };
}
