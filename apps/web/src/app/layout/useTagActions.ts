import { useNavigate } from 'react-router';
import { dispatchTags, neighbourOf, tagsStore } from './tags.ts';

/** Close, close others and refresh, with the navigation each implies for the current page. */
export function useTagActions(current: string) {
  const navigate = useNavigate();
  return {
    close(fullPath: string) {
      const next = fullPath === current ? (neighbourOf(tagsStore.get().tags, fullPath) ?? '/') : undefined;
      dispatchTags({ type: 'close', fullPath });
      if (next) void navigate(next);
    },
    closeOthers(fullPath: string) {
      dispatchTags({ type: 'closeOthers', fullPath });
      if (fullPath !== current) void navigate(fullPath);
    },
    refresh(fullPath: string) {
      if (fullPath !== current) void navigate(fullPath);
      dispatchTags({ type: 'refresh', fullPath });
    },
  };
}
