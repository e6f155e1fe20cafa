import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import { CdKeysRepository } from '../repositories/cd-keys-repository';
import { InviteCodesRepository } from '../repositories/invite-codes-repository';
import { LoginAttemptsRepository } from '../repositories/login-attempts-repository';
import { OrdersRepository } from '../repositories/orders-repository';
import { OutboxRepository } from '../repositories/outbox-repository';
import { SignRepository } from '../repositories/sign-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { AccountService } from './account-service';
import { ExchangeService } from './exchange-service';
import { IpLocationService } from './ip-location-service';
import type { LedgerService } from './ledger-service';
import { LoginGuardService } from './login-guard-service';
import { MailService } from './mail-service';
import { SignService } from './sign-service';
import type { MessageService } from './message-service';
import type { SessionService } from './session-service';
import type { WebSettingsService } from './web-settings-service';

/** Accounts (issue 4): repos.signs/orders/cdKeys/inviteCodes/loginAttempts/outbox. */
export interface AccountRepos {
  signs: SignRepository;
  orders: OrdersRepository;
  cdKeys: CdKeysRepository;
  inviteCodes: InviteCodesRepository;
  loginAttempts: LoginAttemptsRepository;
  outbox: OutboxRepository;
}

/** Accounts (issue 4): services.accounts/sign/exchange/mail/loginGuard/ipLocation. */
export interface AccountServices {
  accounts: AccountService;
  sign: SignService;
  exchange: ExchangeService;
  mail: MailService;
  loginGuard: LoginGuardService;
  ipLocation: IpLocationService;
}


export function createAccountContext(
  config: AppConfig,
  db: DB,
  clock: Clock,
  base: { users: UsersRepository; sessions: SessionService; ledger: LedgerService; messages: MessageService; webSettings: WebSettingsService },
): { repos: AccountRepos; services: AccountServices } {
  const repos: AccountRepos = {
    signs: new SignRepository(db),
    orders: new OrdersRepository(db),
    cdKeys: new CdKeysRepository(db),
    inviteCodes: new InviteCodesRepository(db),
    loginAttempts: new LoginAttemptsRepository(db),
    outbox: new OutboxRepository(db),
  };
  const loginGuard = new LoginGuardService(repos.loginAttempts, clock);
  const mail = new MailService(config.smtpUrl, repos.outbox, clock);
  const ipLocation = new IpLocationService();
  const accounts = new AccountService(
    db, base.users, repos.signs, repos.inviteCodes, repos.outbox, base.ledger, base.messages, base.sessions, base.webSettings,
    loginGuard, mail, ipLocation, clock,
  );
  const sign = new SignService(repos.signs, base.users, base.ledger, base.webSettings, clock);
  const exchange = new ExchangeService(
    db, base.users, repos.orders, repos.cdKeys, repos.inviteCodes, base.ledger, base.messages, base.webSettings, loginGuard, clock,
  );
  return { repos, services: { accounts, sign, exchange, mail, loginGuard, ipLocation } };
}
