/**
 * The registry the signed-in shell runs on: the console's resources with each extension applied to its host.
 * Imported by the shell (and what the shell loads), never by the entry: compositionRoot.ts says why.
 */
import { consoleExtensions, consoleResources } from './compositionRoot';
import { withConsoleExtensions } from './consoleExtension';

export const registeredResources = withConsoleExtensions(consoleResources, consoleExtensions);
