export { ShareExportTab } from './share-export-tab.tsx';
