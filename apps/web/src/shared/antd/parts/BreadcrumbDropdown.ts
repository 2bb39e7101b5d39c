import type Dropdown from 'antd/es/dropdown/dropdown';
import { lazyPart } from '../lazyPart.tsx';

/** A breadcrumb item's menu (an item with `menu`); the console's breadcrumbs have none. */
export default lazyPart(() => import('antd/es/dropdown/dropdown')) as unknown as typeof Dropdown;
