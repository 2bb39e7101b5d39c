import { useNavigate } from 'react-router';
import { dispatchTags, neighbourOf, tagsStore } from './tags.ts';

const urlOf = (path: string) => tagsStore.get().tags.find((t) => t.path === path)?.fullPath ?? path;

/** Close, close others and refresh, with the navigation each implies for the current page (tags are keyed by path). */
export function useTagActions(current: string) {
  const navigate = useNavigate();
  return {
    close(path: string) {
      const next = path === current ? (neighbourOf(tagsStore.get().tags, path) ?? '/') : undefined;
      dispatchTags({ type: 'close', path });
      if (next) void navigate(next);
    },
    closeOthers(path: string) {
      const url = urlOf(path);
      dispatchTags({ type: 'closeOthers', path });
      if (path !== current) void navigate(url);
    },
    refresh(path: string) {
      if (path !== current) void navigate(urlOf(path));
      dispatchTags({ type: 'refresh', path });
    },
  };
}
