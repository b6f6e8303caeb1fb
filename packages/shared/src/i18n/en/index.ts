import { account } from './account';
import { applications } from './applications';
import { common } from './common';
import { cv } from './cv';
import { history } from './history';
import { letters } from './letters';
import { profile } from './profile';
import { publicProfile } from './publicProfile';
import { portability } from './portability';
import { twoFactor } from './twoFactor';

export const en = {
  ...common,
  account,
  profile,
  cv,
  publicProfile,
  twoFactor,
  portability,
  history,
  applications,
  letters,
};
