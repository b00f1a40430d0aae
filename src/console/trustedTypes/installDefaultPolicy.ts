/**
 * The console entry's first import (main.tsx), so that the default policy exists before any other module runs: a
 * module's body runs after the bodies of the modules it imports, in their order.
 */
import { createDefaultPolicy } from './defaultPolicy';

createDefaultPolicy();
