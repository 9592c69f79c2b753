import type { ProfileUpdateInput } from '../../shared/contracts/profile';
import type { CurrentUser } from '../lib/AuthProvider';

/** The settings form's starting values: the user document, empty fields as ''. */
export function profileFormValues(user: CurrentUser): ProfileUpdateInput {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    birthday: user.birthday ?? '',
    gender: user.gender ?? '',
    email: user.email,
    phone: user.phone ?? '',
    phone_country: user.phone_country ?? user.country ?? '',
    address: user.address ?? '',
    address_number: user.address_number ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
    zip_code: user.zip_code ?? '',
    display_name: user.display_name ?? '',
    job_title: user.job_title ?? '',
    location: user.location ?? '',
  };
}
