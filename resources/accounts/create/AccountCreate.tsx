import SearchIcon from '@mui/icons-material/Search';
import { Create, SaveButton, SimpleForm, TextInput, Toolbar, useBasename, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountFormFields } from '../AccountFormFields';
import { validateAccountForm, validateAccountSearch } from '../accountFormValidation';
import { LOOKUP_ROUTE, searchOf, type NewAccountState } from './newAccountState';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

const text = 'resources.accountActions.create';

/** Search mode: the typed values go to the lookup page (spec 001 §4: "the first submit searches"). */
function SearchMode({ state }: { state: NewAccountState }) {
  const navigate = useNavigate();
  const basename = useBasename();
  useScreenTexts('accountActions');
  const translate = useTranslate();
  const toolbar = (
    <Toolbar>
      <SaveButton label={translate(`${text}.search`)} icon={<SearchIcon />} alwaysEnable />
    </Toolbar>
  );
  return (
    <Create>
      <SimpleForm
        defaultValues={state.search}
        validate={validateAccountSearch}
        mode="onBlur"
        reValidateMode="onChange"
        toolbar={toolbar}
        onSubmit={(values: Record<string, unknown>) =>
          navigate(`${basename}${LOOKUP_ROUTE}`, { state: { search: searchOf(values) } satisfies NewAccountState })
        }
      >
        <AccountFormFields />
      </SimpleForm>
    </Create>
  );
}

/**
 * Selected mode: the picked company's values filled in and its cbid kept; Add Account creates it. A 409 (the
 * company is already a client) says "Cannot create account." and resets the form to search mode (spec 001 §8).
 */
function SelectedMode({ state }: { state: NewAccountState }) {
  const navigate = useNavigate();
  const basename = useBasename();
  const notify = useNotify();
  useScreenTexts('accountActions');
  const translate = useTranslate();
  const onError = (error: unknown) => {
    const failure = error as { status?: number; message?: string };
    if (failure.status === 409) {
      notify(translate(`${text}.conflict`), { type: 'error' });
      navigate(`${basename}/accounts/create`, { replace: true, state: null });
      return;
    }
    notify(failure.message || translate(`${text}.serverError`), { type: 'error' });
  };
  const toolbar = (
    <Toolbar>
      <SaveButton label={translate(`${text}.add`)} alwaysEnable />
    </Toolbar>
  );
  return (
    <Create redirect="show" mutationOptions={{ onError }}>
      <SimpleForm
        defaultValues={state.selected}
        validate={validateAccountForm}
        mode="onBlur"
        reValidateMode="onChange"
        toolbar={toolbar}
      >
        <TextInput source="cbid" readOnly />
        <AccountFormFields />
      </SimpleForm>
    </Create>
  );
}

/** New account (spec 001 §4): search mode first, selected mode once a company was picked on the lookup page. */
export function AccountCreate() {
  const state = (useLocation().state ?? {}) as NewAccountState;
  return state.selected ? <SelectedMode key="selected" state={state} /> : <SearchMode key="search" state={state} />;
}
