import { ClientMessages } from '@/components/i18n/client-messages';
import { CreateAdminFormFields } from './create-admin-form-fields';

/** "Create an admin" on /admin/users: the new admin is verified at once and signs in on /admin/login. */
export function CreateAdminForm() {
  return (
    <ClientMessages namespaces={['peopleCreateAdmin']}>
      <CreateAdminFormFields />
    </ClientMessages>
  );
}
