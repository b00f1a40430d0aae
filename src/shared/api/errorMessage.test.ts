import {
  chooseErrorMessage,
  DEFAULT_ERROR_MESSAGE,
  REQUEST_CANCELLED_MESSAGE,
  SERVER_TROUBLE_MESSAGE,
  stripBracketedPrefix,
} from './errorMessage';

describe('chooseErrorMessage', () => {
  it('keeps the spec wording of the fixed texts', () => {
    expect(SERVER_TROUBLE_MESSAGE).toBe('Our servers seem to be having trouble. Please try again later.');
    expect(DEFAULT_ERROR_MESSAGE).toBe('An error has occurred. Please try again later.');
    expect(REQUEST_CANCELLED_MESSAGE).toBe('Request Cancelled');
  });

  it.each([500, 502, 503, 504])('hides the server wording for %i', (status) => {
    expect(chooseErrorMessage({ status, body: { detail: 'NullPointerException at line 3' } })).toBe(
      SERVER_TROUBLE_MESSAGE,
    );
  });

  it('does not treat other 5xx statuses as server trouble', () => {
    expect(chooseErrorMessage({ status: 501, body: { detail: 'Not implemented here' } })).toBe('Not implemented here');
  });

  it('takes the detail first, without its bracketed prefix', () => {
    expect(chooseErrorMessage({ status: 400, body: { detail: '[AUTH-12] Token expired', message: 'ignored' } })).toBe(
      'Token expired',
    );
    expect(chooseErrorMessage({ status: 409, body: { detail: '[Error] Version conflict' } })).toBe('Version conflict');
  });

  it('strips several stacked prefixes but leaves inner brackets alone', () => {
    expect(stripBracketedPrefix('[AUTH-12] [Error] Name [x] is taken')).toBe('Name [x] is taken');
  });

  it('joins the details of an errors array, objects or strings', () => {
    const body = { errors: [{ field: 'name', detail: 'Name is required' }, 'Zip code is invalid', { field: 'x' }] };
    expect(chooseErrorMessage({ status: 400, body })).toBe('Name is required, Zip code is invalid');
  });

  it('falls through a detail that is only a prefix', () => {
    expect(chooseErrorMessage({ status: 400, body: { detail: '[E1] ', errors: ['Bad state'] } })).toBe('Bad state');
  });

  it('then uses the message field', () => {
    expect(chooseErrorMessage({ status: 404, body: { errors: [], message: 'Not found' } })).toBe('Not found');
  });

  it('then uses a text body', () => {
    expect(chooseErrorMessage({ status: 429, body: 'Too many requests' })).toBe('Too many requests');
  });

  it('ignores an HTML page as a text body', () => {
    expect(chooseErrorMessage({ status: 404, body: '<html><body>404</body></html>' })).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('defaults when nothing readable is there', () => {
    expect(chooseErrorMessage({ status: 400 })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(chooseErrorMessage({ status: 400, body: { detail: 42 } })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(chooseErrorMessage({})).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('says the request was cancelled whatever else is known', () => {
    expect(chooseErrorMessage({ cancelled: true, status: 500, body: { detail: 'x' } })).toBe(REQUEST_CANCELLED_MESSAGE);
  });
});
