// Test data: about 200 everyday memories with look-alike distractors, and the few that specific questions must find.
export interface SeededMemory {
  content: string;
  tags?: string[];
}

const people = ['Tom', 'Priya', 'Jonas', 'Mei', 'Carlos', 'Aisha', 'Oskar', 'Sofia', 'Kwame', 'Hana'];
const foods = ['sushi', 'pasta', 'curry', 'tacos', 'ramen', 'falafel', 'dumplings', 'paella', 'pho', 'risotto'];
const places = ['Lisbon', 'Kyoto', 'Oslo', 'Nairobi', 'Lima', 'Hanoi', 'Vienna', 'Quebec', 'Seville', 'Tbilisi'];
const months = ['January', 'February', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'];
const hobbies = [
  'climbing',
  'chess',
  'pottery',
  'sailing',
  'baking',
  'running',
  'painting',
  'cycling',
  'birding',
  'knitting',
];

/** The memories specific questions must rank first. */
export const targets = {
  dentist: 'My dentist is Dr. Amara Okafor at Riverside Dental; checkups every six months.',
  lenaBirthday: "Lena's birthday is on 14 March; she loves dark chocolate and jazz records.",
  language: 'For new projects the user prefers TypeScript over Python, with strict mode on.',
  car: 'The car is a blue 2019 Skoda Octavia, licence plate B-HK 4821, next service due in spring.',
} as const;

export function seedMemories(): SeededMemory[] {
  const seeded: SeededMemory[] = [];
  people.forEach((person, i) => {
    seeded.push({ content: `${person}'s birthday is in ${months[i]}; a good gift is a book about ${hobbies[i]}.` });
    seeded.push({ content: `${person} loves ${foods[i]} and visited ${places[i]} last year.`, tags: ['friends'] });
    seeded.push({ content: `${person} is allergic to ${foods[(i + 3) % foods.length]}, so avoid it when cooking.` });
    seeded.push({
      content: `Meeting with ${person} about the ${places[(i + 1) % places.length]} project every other week.`,
    });
    seeded.push({
      content: `${person} recommended a doctor for back pain: Dr. ${people[(i + 2) % people.length]} Berg.`,
    });
  });
  places.forEach((place, i) => {
    seeded.push({ content: `Trip idea: ${place} in ${months[i]}, try the local ${foods[i]}.`, tags: ['travel'] });
    seeded.push({ content: `The hotel in ${place} had a noisy room; ask for a courtyard room next time.` });
    seeded.push({ content: `Flight to ${place} is cheapest on Tuesdays from the main airport.` });
  });
  hobbies.forEach((hobby, i) => {
    seeded.push({ content: `The user wants to get better at ${hobby} this year.`, tags: ['goals'] });
    seeded.push({
      content: `A club for ${hobby} meets on ${['Mondays', 'Wednesdays', 'Fridays'][i % 3]} near the station.`,
    });
    seeded.push({ content: `Bought new gear for ${hobby}; the receipt is in the blue folder.` });
  });
  for (let i = 0; i < 60; i += 1) {
    const person = people[i % people.length];
    const food = foods[(i * 7) % foods.length];
    seeded.push({
      content: `Note ${i + 1}: ${person} said the ${food} place near ${places[(i * 3) % places.length]} closes early.`,
    });
  }
  for (let i = 0; i < 40; i += 1) {
    seeded.push({
      content: `Project log ${i + 1}: the ${['Python', 'Go', 'Rust', 'Java'][i % 4]} service needed a restart after deploy.`,
    });
  }
  // Look-alikes for the targets.
  seeded.push({ content: 'The dental clinic on Main Street closed; its parking lot is now a market.' });
  seeded.push({ content: "Mum's optician appointment is on Thursdays; remind her to bring her glasses." });
  seeded.push({ content: 'Lena moved to Graz and works as a nurse.' });
  seeded.push({ content: 'Python scripts live in ~/scripts; run them with the project venv.' });
  seeded.push({ content: 'The bike needs a new chain before the spring rides.' });
  const middle = Math.floor(seeded.length / 2);
  seeded.splice(middle, 0, { content: targets.dentist, tags: ['health'] });
  seeded.splice(40, 0, { content: targets.lenaBirthday, tags: ['friends', 'birthdays'] });
  seeded.splice(120, 0, { content: targets.language, tags: ['work'] });
  seeded.splice(7, 0, { content: targets.car });
  return seeded;
}
