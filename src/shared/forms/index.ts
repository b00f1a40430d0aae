export { composeForm, type ComposeOptions } from './composeForm';
export type { ComposedForm, FormDefinition, FormLabelTrees, RegionDefinitions } from './formDefinition';
export { formLabel, FORM_LOCALES, FORM_LOCALE_FALLBACKS } from './formLabels';
export { validateForm } from './validateForm';
export { visibleAnswers } from './visibleAnswers';
