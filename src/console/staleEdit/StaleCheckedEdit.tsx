import type { ReactNode } from 'react';
import { Edit, SimpleForm, type EditProps, type SimpleFormProps } from 'react-admin';
import { useStaleEdit } from './useStaleEdit';

type Props = Omit<EditProps, 'children' | 'mutationMode'> & {
  children: ReactNode;
  /** Props of the form (validate, mode…). */
  form?: Omit<SimpleFormProps, 'children'>;
  /** Shown below the form, inside the page (a record history, say). */
  below?: ReactNode;
};

/**
 * An Edit page that waits for the server and refuses stale saves visibly (useStaleEdit): a 409 keeps the
 * typed values and shows the banner with Reload above the fields. Its own onError wins over one passed in.
 */
export function StaleCheckedEdit({ children, form, mutationOptions, redirect = 'show', below, ...edit }: Props) {
  const { mutationOptions: stale, banner } = useStaleEdit();
  return (
    <Edit {...edit} redirect={redirect} mutationMode="pessimistic" mutationOptions={{ ...mutationOptions, ...stale }}>
      <SimpleForm {...form}>
        {banner}
        {children}
      </SimpleForm>
      {below}
    </Edit>
  );
}
