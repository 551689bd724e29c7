import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client';
import { HttpError, Status } from '../http/errors';
import { limits } from './limits';
import { consume, consumed, forget, refund, TOO_MANY } from './rate-limit';

/** Who a login attempt counts against: the account (username and email alike), the address, and both. */
export interface LoginSubjects {
  account: string;
  address: string;
}

/** The first step of the growing wait; tests shorten it through the app's configuration. */
export const LOGIN_DELAY_STEP_MS = 250;

/** Failures on an account before each attempt on it starts to wait. */
const FAILURES_BEFORE_DELAY = 5;
const MAX_DELAY_STEPS = 10;

/** The wait before checking a password on an account with this many recent failures: it grows, but never locks. */
export function loginDelayMs(accountFailures: number, stepMs: number): number {
  const steps = Math.min(Math.max(accountFailures - FAILURES_BEFORE_DELAY + 1, 0), MAX_DELAY_STEPS);
  return steps * stepMs;
}

function pairOf({ account, address }: LoginSubjects): string {
  return `${account}|${address}`;
}

/**
 * Admits an attempt before its password is checked, taking its points first so a concurrent burst
 * cannot exceed a limit. Refused: a pair or an address over its limit, and an address that already
 * failed on an account under attack. Everyone else waits the account's delay, then is checked.
 */
export async function admitLoginAttempt(db: Db, subjects: LoginSubjects, delayStepMs: number): Promise<void> {
  const pair = await consume(db, limits.failedLoginPerPair, pairOf(subjects));
  // An attempt its pair already refuses spends none of the address's points: otherwise the refused
  // part of a burst could use them up under an attempt the pair admitted, and the outcome would
  // depend on how the burst interleaves.
  if (!pair.allowed) throw new HttpError(Status.TOO_MANY_REQUESTS, TOO_MANY);
  const address = await consume(db, limits.failedLoginPerIp, subjects.address);
  const accountFailures = await consumed(db, limits.failedLoginPerAccount, subjects.account);
  const failedHereBefore = pair.count > 1;
  const accountUnderAttack = accountFailures >= limits.failedLoginPerAccount.max;
  if (!address.allowed || (accountUnderAttack && failedHereBefore)) {
    throw new HttpError(Status.TOO_MANY_REQUESTS, TOO_MANY);
  }
  await sleep(loginDelayMs(accountFailures, delayStepMs));
}

/** A wrong password: the points taken on admission stay, and the account counts one more failure. */
export async function recordLoginFailure(db: Db, subjects: LoginSubjects): Promise<void> {
  await consume(db, limits.failedLoginPerAccount, subjects.account);
}

/** A right password: the pair starts afresh and the address gets its point back. */
export async function recordLoginSuccess(db: Db, subjects: LoginSubjects): Promise<void> {
  await forget(db, limits.failedLoginPerPair, pairOf(subjects));
  await refund(db, limits.failedLoginPerIp, subjects.address);
}
