// Types every translation key from the English catalogues, so a missing or misspelled key fails the typecheck.
import 'i18next';
import type admin from '../locales/en/admin.json';
import type auth from '../locales/en/auth.json';
import type buy from '../locales/en/buy.json';
import type common from '../locales/en/common.json';
import type foods from '../../shared/locales/en/foods.json';
import type fridge from '../locales/en/fridge.json';
import type fridgeDialogs from '../locales/en/fridge-dialogs.json';
import type help from '../locales/en/help.json';
import type home from '../locales/en/home.json';
import type household from '../locales/en/household.json';
import type legal from '../locales/en/legal.json';
import type prizes from '../locales/en/prizes.json';
import type profile from '../locales/en/profile.json';
import type tutorial from '../locales/en/tutorial.json';
import type validation from '../../shared/locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      buy: typeof buy;
      common: typeof common;
      foods: typeof foods;
      fridge: typeof fridge;
      'fridge-dialogs': typeof fridgeDialogs;
      help: typeof help;
      home: typeof home;
      household: typeof household;
      legal: typeof legal;
      prizes: typeof prizes;
      profile: typeof profile;
      tutorial: typeof tutorial;
      validation: typeof validation;
    };
  }
}
