import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { tagsResource } from './declaration';
import { TagCreate, TagEdit } from './TagForm';
import { TagList } from './TagList';

export const tags = {
  name: tagsResource.name,
  list: TagList,
  create: TagCreate,
  edit: TagEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
};
