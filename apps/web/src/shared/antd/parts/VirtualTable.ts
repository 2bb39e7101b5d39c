import type RcVirtualTable from 'antd/es/table/RcTable/VirtualTable';
import { lazyPart } from '../lazyPart.tsx';

/** The table body of `<Table virtual>` (its virtual scrolling); no list uses one today. */
export default lazyPart(() => import('antd/es/table/RcTable/VirtualTable')) as unknown as typeof RcVirtualTable;
