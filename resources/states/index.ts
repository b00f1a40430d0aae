import PlaceIcon from '@mui/icons-material/Place';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { statesResource } from './declaration';

export const states = defineConsoleResource({
  declaration: statesResource,
  personas: [],
  icon: PlaceIcon,
  recordRepresentation: 'stateName',
  views: { list: () => import('./StateList').then((views) => views.StateList) },
});
