import type Radio from 'antd/es/radio';
import { lazyPart } from '../lazyPart.tsx';

/** The table's radio column (a `type: 'radio'` selection); no list uses one today. */
export default lazyPart(() => import('antd/es/radio')) as unknown as typeof Radio;
