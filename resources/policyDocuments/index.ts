import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';
import { certificateMethods } from './console/certificateMethods';

/** The certificate of insurance (holder, additional insured, e-mail) among a policy's actions, its own chunk. */
export const policyDocuments = defineConsoleExtension({
  name: 'policyDocuments',
  extends: 'policies',
  slots: { 'show.actions': () => import('./console/CertificateButton').then((button) => button.CertificateButton) },
  dataProviderMethods: [certificateMethods],
});
