import type Dropdown from 'antd/es/dropdown';
import { lazyPart } from '../lazyPart.tsx';

/** The table's selection menu (`rowSelection.selections`); no list uses one today. */
export default lazyPart(() => import('antd/es/dropdown')) as unknown as typeof Dropdown;
