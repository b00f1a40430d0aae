import { forwardRef, lazy, useMemo } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { useConsoleProviders } from '../providers/consoleProviders';
import { useModals, type ModalBody } from '../modals/ModalContext';
import type { UserMenuDialog } from '../registry/consoleResource';

const dialogsOf = (resources: readonly { userMenuDialogs?: readonly UserMenuDialog[] }[]) =>
  resources.flatMap((resource) => resource.userMenuDialogs ?? []);

/** The shell's modals plus the resources' user-menu dialogs (`userMenuDialogs`), each body loaded on first open. */
export function useShellModals<T extends Record<string, { body: ModalBody; sticky?: boolean; title: string }>>(
  shellModals: T,
) {
  const { resources } = useConsoleProviders();
  return useMemo(() => {
    const added = dialogsOf(resources).map((dialog) => [
      dialog.name,
      {
        body: lazy(() => dialog.load().then((body) => ({ default: body }))) as unknown as ModalBody,
        title: dialog.title,
      },
    ]);
    return { ...shellModals, ...Object.fromEntries(added) } as Record<
      string,
      { body: ModalBody; sticky?: boolean; title: string }
    >;
  }, [resources, shellModals]);
}

const DialogMenuItem = forwardRef<HTMLLIElement, { dialog: UserMenuDialog }>(function DialogMenuItem({ dialog }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { openModal } = useModals();
  const Icon = dialog.icon;
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        openModal(dialog.name);
      }}
    >
      {Icon && (
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
      )}
      <ListItemText>{translate(dialog.label)}</ListItemText>
    </MenuItem>
  );
});

/** The user menu's entries of the resources' dialogs. */
export function UserMenuDialogItems() {
  const { resources } = useConsoleProviders();
  return dialogsOf(resources).map((dialog) => <DialogMenuItem key={dialog.name} dialog={dialog} />);
}
