// temp
import { en } from '../en';
export const catalog = en;
