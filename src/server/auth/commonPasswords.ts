/** Passwords that head every published list of leaked passwords; lower case, trailing digits removed. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'qwertyui', 'asdfghjk', 'asdfghjkl', 'zxcvbnm',
  'letmein', 'welcome', 'iloveyou', 'admin', 'administrator', 'abc', 'abcdefgh', 'monkey', 'dragon', 'football',
  'baseball', 'sunshine', 'princess', 'superman', 'batman', 'trustno', 'master', 'shadow', 'michael', 'jennifer',
  'starwars', 'whatever', 'freedom', 'charlie', 'computer', 'internet', 'changeme', 'default', 'secret', 'insurance',
  'summer', 'winter', 'spring', 'autumn', 'hello', 'loveme', 'login', 'passpass', 'mustang', 'access',
  'qazwsx', 'qazwsxedc', '1q2w3e4r', '1qaz2wsx', 'zaq1zaq1', 'aa', 'test', 'testtest', 'guest', 'root',
  'password1', '12345678', '123456789', '1234567890', '11111111', '00000000', '87654321', '12341234', '123123123', 'abcd1234',
]);
