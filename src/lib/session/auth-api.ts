/** The calls the auth store makes (auth-store.ts): the generated functions by default, fakes in tests. */
import {
  forgotPassword as apiForgotPassword,
  login as apiLogin,
  logout as apiLogout,
  register as apiRegister,
  requestRegistration as apiRequestRegistration,
  resetPassword as apiResetPassword,
  verifyEmail as apiVerifyEmail,
} from '@/generated/api/auth/auth';
import {
  getProfile as apiGetProfile,
  updateProfile as apiUpdateProfile,
} from '@/generated/api/profile/profile';

export interface AuthApi {
  getProfile: typeof apiGetProfile;
  login: typeof apiLogin;
  register: typeof apiRegister;
  requestRegistration: typeof apiRequestRegistration;
  logout: typeof apiLogout;
  updateProfile: typeof apiUpdateProfile;
  forgotPassword: typeof apiForgotPassword;
  resetPassword: typeof apiResetPassword;
  verifyEmail: typeof apiVerifyEmail;
}

export const defaultAuthApi: AuthApi = {
  getProfile: apiGetProfile,
  login: apiLogin,
  register: apiRegister,
  requestRegistration: apiRequestRegistration,
  logout: apiLogout,
  updateProfile: apiUpdateProfile,
  forgotPassword: apiForgotPassword,
  resetPassword: apiResetPassword,
  verifyEmail: apiVerifyEmail,
};
