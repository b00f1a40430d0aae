import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** The certificate of insurance (holder, additional insured, e-mail) among a policy's actions, its own chunk. */
export const policyDocuments = defineConsoleExtension({
  name: 'policyDocuments',
  extends: 'policies',
  slots: { 'show.actions': () => import('./console/CertificateButton').then((button) => button.CertificateButton) },
  dataProviderMethods: [
    lazyDataProviderMethods(['emailCertificate'], () =>
      import('./console/certificateMethods').then((module) => module.certificateMethods),
    ),
  ],
});
