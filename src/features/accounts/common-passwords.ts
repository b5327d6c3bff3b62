/**
 * Passwords seen most often in public breach corpora (8+ characters only: shorter ones are refused
 * by length anyway). Compared case-insensitively. Small on purpose: it blocks the guesses an
 * attacker tries first without shipping a large dictionary to every server.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "password", "password1", "password12", "password123", "password1234", "password!", "password1!", "passw0rd",
  "p@ssw0rd", "p@ssword", "pa$$word", "12345678", "123456789", "1234567890", "12345678910", "0123456789",
  "87654321", "987654321", "11111111", "111111111", "00000000", "22222222", "88888888", "99999999", "12341234",
  "11223344", "12121212", "123123123", "147258369", "123654789", "qwertyui", "qwertyuiop", "qwerty123",
  "qwerty12", "qwerty1234", "1qaz2wsx", "1q2w3e4r", "1q2w3e4r5t", "zaq12wsx", "q1w2e3r4", "asdfghjk",
  "asdfghjkl", "zxcvbnm1", "zxcvbnm123", "abcd1234", "abc12345", "abcdefgh", "a1b2c3d4", "aa123456",
  "iloveyou", "iloveyou1", "sunshine", "sunshine1", "princess", "princess1", "football", "football1",
  "baseball", "basketball", "superman", "batman123", "trustno1", "whatever", "starwars", "computer",
  "internet", "welcome1", "welcome123", "welcome!", "letmein1", "letmein123", "changeme", "changeme1",
  "master123", "monkey123", "dragon123", "shadow123", "michael1", "jennifer", "jordan23", "liverpool",
  "chelsea1", "arsenal1", "charlie1", "maverick", "mustang1", "corvette", "mercedes", "ferrari1",
  "chocolate", "butterfly", "flower123", "cookie123", "freedom1", "hello123", "helloworld", "loveme123",
  "lovely123", "iloveu123", "babygirl", "babygirl1", "sweetheart", "beautiful", "blink182", "myspace1",
  "fuckyou1", "killer123", "pokemon1", "nintendo", "playstation", "minecraft", "samsung1", "google123",
  "facebook", "linkedin", "administrator", "admin123", "admin1234", "adminadmin", "root1234", "test1234",
  "testtest", "testing123", "guest123", "default1", "secret123", "mypassword", "newpassword", "passpass",
  "q1w2e3r4t5", "qazwsxedc", "1qazxsw2", "zaq1zaq1", "asdf1234", "asd12345", "azerty123", "aaaaaaaa",
  "abcdefg1", "abc123456", "summer2024", "summer2025", "summer2026", "winter2025", "winter2026", "spring2026",
  "autumn2025", "january1", "december", "september", "november", "123qweasd", "qweasdzxc", "1234qwer",
  "qwer1234", "passwort", "motdepasse", "contrasena", "senha123", "veterinary", "veterinarian", "vet12345",
  "dvmmarket", "dvm12345", "doctor123", "animal123", "puppy123", "kitty123", "doggie123", "catsanddogs",
]);
