/**
 * The shapes of the account calls (docs/API.md), shared by the services that build them and
 * the browser code that reads them.
 */
/** User info of spec §3, as GET /json-api/users/profile answers it. */
export interface ProfileDto {
  id: number;
  user_id: number;
  level: { index: number; bonus_availability_level: number };
  firstname: string | null;
  lastname: string | null;
  middlename: string | null;
  address: string | null;
  country: string | null;
  gender: 'male' | 'female' | null;
  registration_contact_type: 'email' | 'phone';
  birthday: string;
  birthday_verified: boolean;
  nick_name: string | null;
  multi_account: boolean;
  first_auth: boolean;
  is_verified: boolean;
  currency: string;
  hash: string;
  phones: { value: string; is_primary: boolean; is_verified: boolean }[];
  emails: { email: string; is_primary: boolean; is_verified: boolean }[];
  onVerification: { id: number; type: 'phone' | 'email'; value: string }[];
}

/** Balance of spec §3, as GET /json-api/users/balance answers it. Amounts in minor units. */
export interface BalanceDto {
  user_id: number;
  balance: number;
  bonus: number;
  wagering: number;
  winback: number;
  currency: string;
  is_active_bonus: boolean;
  compoint_balance: number;
}
