import type AvatarGroup from 'antd/es/avatar/AvatarGroup';
import { lazyPart } from '../lazyPart.tsx';

/** `Avatar.Group` (its "+N" popover); the console draws single avatars only. */
export default lazyPart(() => import('antd/es/avatar/AvatarGroup')) as unknown as typeof AvatarGroup;
