import ArticleIcon from '@mui/icons-material/Article';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { ComponentType } from 'react';
import { fileKindOf, type FileKind } from './fileKind';

const ICONS: Record<
  FileKind,
  {
    Icon: ComponentType<{
      color?: 'error' | 'success' | 'primary' | 'secondary' | 'action';
      titleAccess?: string;
      fontSize?: 'small';
    }>;
    color: 'error' | 'success' | 'primary' | 'secondary' | 'action';
  }
> = {
  pdf: { Icon: PictureAsPdfIcon, color: 'error' },
  image: { Icon: ImageIcon, color: 'secondary' },
  spreadsheet: { Icon: TableChartIcon, color: 'success' },
  word: { Icon: ArticleIcon, color: 'primary' },
  other: { Icon: InsertDriveFileIcon, color: 'action' },
};

/** The icon of a document's file type, named for assistive technology by `label` (e.g. "PDF"). */
export function FileIcon({
  fileName,
  contentType,
  label,
}: {
  fileName: string;
  contentType?: string;
  label: (kind: FileKind) => string;
}) {
  const kind = fileKindOf(fileName, contentType);
  const { Icon, color } = ICONS[kind];
  return (
    <span data-file-kind={kind}>
      <Icon color={color} fontSize="small" titleAccess={label(kind)} />
    </span>
  );
}
