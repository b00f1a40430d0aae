import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';

/** An agency's logos and their crop dialogs, on the agency's page: their own chunk. */
export const pictures = defineConsoleExtension({
  name: 'pictures',
  extends: 'agencies',
  slots: { 'show.after': () => import('./console/AgencyLogos').then((logos) => logos.AgencyLogos) },
});
