// The German (Deutsch) catalog: the English catalog's keys (../en/index.ts), grouped by view in this folder's files.
import { catalogFromGroups } from '../catalog-from-groups';

export const catalog = catalogFromGroups(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true }));
