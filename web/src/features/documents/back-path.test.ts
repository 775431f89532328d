import { afterEach, describe, expect, it } from 'vitest';
import { backPathOf, submissionPathOf } from './back-path';

describe('back path', () => {
  afterEach(() => window.sessionStorage.clear());

  it('goes to the stored page, with or without its leading slash', () => {
    window.sessionStorage.setItem('back_path', 'applications/tasks?state=InProgress');
    expect(backPathOf(false)).toBe('/applications/tasks?state=InProgress');
    window.sessionStorage.setItem('back_path', '/documents');
    expect(backPathOf(true)).toBe('/documents');
  });

  it('falls back to my applications for an application and to the documents otherwise', () => {
    expect(backPathOf(true)).toBe('/applications/my-applications');
    expect(backPathOf(false)).toBe('/documents');
  });

  it('never leads out of the portal', () => {
    window.sessionStorage.setItem('back_path', '//evil.example/phish');
    expect(backPathOf(false)).toBe('/documents');
    window.sessionStorage.setItem('back_path', 'https://evil.example/');
    expect(new URL(backPathOf(true), window.location.origin).origin).toBe(window.location.origin);
  });

  it('opens an application and a document at their own routes', () => {
    expect(submissionPathOf(41, true)).toBe('/applications/view-application/41');
    expect(submissionPathOf(41, false)).toBe('/documents/view/41');
  });
});
