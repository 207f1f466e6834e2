// What the cells and headers show, by theme: books with their authors, shelves, apps,
// tags, places, photos, settings, files, mail and cards, and a calendar's events, days and
// hours. A scenario names its theme (scenarios.js); a spec of the editor gets the one
// the engine's traits give its kind of layout. An item's text follows its identity, so
// that it stays with the item through moves. The rows of a tree show their own names.

const books = [
  ['Pride and Prejudice', 'Jane Austen'], ['Moby-Dick', 'Herman Melville'],
  ['Middlemarch', 'George Eliot'], ['War and Peace', 'Leo Tolstoy'],
  ['Great Expectations', 'Charles Dickens'], ['Jane Eyre', 'Charlotte Brontë'],
  ['Wuthering Heights', 'Emily Brontë'], ['The Odyssey', 'Homer'],
  ['Don Quixote', 'Miguel de Cervantes'], ['Madame Bovary', 'Gustave Flaubert'],
  ['Crime and Punishment', 'Fyodor Dostoevsky'], ['Frankenstein', 'Mary Shelley'],
  ['Dracula', 'Bram Stoker'], ['Emma', 'Jane Austen'], ['Persuasion', 'Jane Austen'],
  ['Anna Karenina', 'Leo Tolstoy'], ['Bleak House', 'Charles Dickens'],
  ['Little Women', 'Louisa May Alcott'], ['The Iliad', 'Homer'],
  ['Walden', 'Henry David Thoreau'], ['Ulysses', 'James Joyce'],
  ['Dubliners', 'James Joyce'], ['The Time Machine', 'H. G. Wells'],
  ['Treasure Island', 'Robert Louis Stevenson'], ['Candide', 'Voltaire'],
  ['Les Misérables', 'Victor Hugo'], ['The Red and the Black', 'Stendhal'],
  ['Heart of Darkness', 'Joseph Conrad'], ['Kidnapped', 'Robert Louis Stevenson'],
  ['North and South', 'Elizabeth Gaskell'], ['Silas Marner', 'George Eliot'],
  ['The Moonstone', 'Wilkie Collins'],
];

const apps = [
  'Notes', 'Maps', 'Weather', 'Calendar', 'Photos', 'Music', 'Podcasts', 'Books',
  'Stocks', 'Clock', 'Reminders', 'Voice Memos', 'Compass', 'Translate', 'Measure',
  'Journal', 'Chess', 'Sudoku', 'Tides', 'Star Chart', 'Recipes', 'Budget', 'Fitness',
  'Scanner', 'Sketch', 'Metronome', 'Tuner', 'Flashcards', 'Trails', 'Birdsong',
  'Crossword', 'Timer',
];

const tags = [
  'swift', 'layout', 'ios', 'collection view', 'masonry', 'wasm', 'design', 'linux',
  'accessibility', 'ui', 'animation', 'performance', 'open source', 'testing', 'dom',
  'calendar', 'cards', 'grid', 'lists', 'typography',
];

const settings = [
  'Wi-Fi', 'Bluetooth', 'Mobile data', 'Notifications', 'Sounds', 'Focus', 'Screen time',
  'General', 'Display', 'Accessibility', 'Wallpaper', 'Battery', 'Privacy', 'Passwords',
  'Keyboard', 'Language', 'Storage', 'Date and time', 'Software update',
];

const files = [
  'Notes.txt', 'Budget.numbers', 'Slides.key', 'Photo.heic', 'Invoice.pdf', 'Song.m4a',
  'Draft.pages', 'Map.png', 'Archive.zip', 'Readme.md',
];

const places = [
  'Lisbon', 'Kyoto', 'Reykjavík', 'Cape Town', 'Oaxaca', 'Hobart', 'Tallinn', 'Hanoi',
  'Valparaíso', 'Tbilisi', 'Porto', 'Quebec', 'Zanzibar', 'Bergen', 'Cusco', 'Luang Prabang',
  'Marrakesh', 'Ljubljana',
];

const photos = [
  'Sunrise over the bay', 'Harbour lights', 'Fog in the pines', 'Old town at dusk',
  'Tide pools', 'Lavender fields', 'Night market', 'Snow on the pass', 'Desert road',
  'Lighthouse', 'Autumn leaves', 'City from above', 'Rainy café', 'Mountain lake',
  'Street mural', 'Meadow in bloom', 'Train station', 'Surf at noon', 'Moonrise',
  'Garden path',
];

const cards = [
  'Morning playlist', 'Road trip', 'Focus', 'Jazz classics', 'Rainy day', 'Workout',
  'Film scores', 'Late night', 'Folk roots', 'Piano moods', 'Summer hits', 'Deep sleep',
];

const events = [
  'Stand-up', 'Design review', 'Lunch with Ana', 'Dentist', 'Team sync', 'Yoga',
  'Budget meeting', '1:1 with Sam', 'Code review', 'Gym', 'Product demo', 'Call with Lee',
  'Planning', 'Coffee with Jo', 'Interview', 'Retrospective', 'Writing time', 'Piano lesson',
  'Dinner with family', 'Book club', 'Release', 'All hands', 'Pick up kids', 'Run',
];

const mail = [
  ['Ana Lopez', 'Lunch on Friday?'], ['Sam Carter', 'Design review notes'],
  ['Jo Nakamura', 'Photos from the trip'], ['Lee Okafor', 'Invoice for November'],
  ['Book club', 'Next month: Middlemarch'], ['Priya Shah', 'Re: the release plan'],
  ['City library', 'Your books are due soon'], ['Marta Silva', 'Piano lesson moved'],
  ['Team calendar', 'All hands on Thursday'], ['Tom Berg', 'Weekend hike'],
  ['Bank', 'Your statement is ready'], ['Kim Nguyen', 'Coffee next week?'],
  ['Ola Berg', 'Tickets for Saturday'], ['Dentist', 'Appointment reminder'],
  ['Ravi Patel', 'Slides for the talk'], ['Garden club', 'Seed swap in spring'],
  ['Nina Ross', 'Re: moving day'], ['Support', 'Your question has an answer'],
  ['Leo Martin', 'Recipe you asked for'], ['School', 'Parents evening'],
  ['Eva Kowalski', 'Draft of chapter three'], ['Running club', 'Sunday route'],
  ['Max Weber', 'Can you review this?'], ['Airline', 'Check in for your flight'],
  ['Chloe Dupont', 'Holiday photos'], ['Newsletter', 'What is new this week'],
  ['Omar Haddad', 'Board games on Friday'], ['Theatre', 'Your seats are confirmed'],
  ['Mia Jensen', 'Happy birthday!'], ['Landlord', 'Boiler service on Monday'],
];

/** A scenario's words: the cells' titles and subtitles, and its sections' names. */
const themes = {
  books: { items: books, sections: ['Novels', 'Poetry', 'History', 'Science', 'Travel'],
           header: 'My library' },
  shelf: { items: books, sections: ['Fiction', 'To read', 'Favourites', 'Lent out'] },
  apps: { items: apps, sections: ["Editors' choice", 'Productivity', 'Games', 'Photo & video'],
          footer: 'See all' },
  tags: { items: tags, sections: ['Topics', 'More topics'] },
  places: { items: places, sections: ['Been there', 'Want to go'] },
  photos: { items: photos, sections: ['Recent', 'Albums', 'Shared', 'Favourites'],
            footer: '' },
  cards: { items: cards, sections: ['Playlists'] },
  notes: { items: books, sections: ['Reading', 'Finished', 'Next'] },
  words: { items: tags, sections: ['Tags', 'Pinned'] },
  settings: { items: settings, sections: ['Account', 'Connections', 'General'],
              footer: 'Devices nearby can find this phone.' },
  events: { items: events, sections: ['Calendar'] },
  files: { items: files, sections: ['Locations', 'Favourites', 'Tags'] },
  mail: { items: mail, sections: ['Inbox', 'Earlier'] },
};

/** `hours` (such as 9.5) as a time of day, "9:30". */
export function timeText(hours) {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The Monday on or before `date`. */
function mondayOf(date) {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/**
 * The words of one theme, such as "books": what an element shows and how a screen
 * reader names it. An unknown theme shows books.
 */
export class ContentTheme {
  constructor(name, today = new Date()) {
    this.name = themes[name] ? name : 'books';
    this.theme = themes[this.name];
    this.monday = mondayOf(today);
  }

  /** The name of section `section`. */
  sectionName(section) {
    const names = this.theme.sections;
    const name = names[section % names.length];
    return section < names.length ? name : `${name} ${Math.floor(section / names.length) + 1}`;
  }

  /** Day `day` of the calendar as its header shows it, such as "Mon 23". */
  dayText(day) {
    const date = new Date(this.monday);
    date.setDate(date.getDate() + day);
    return `${dayNames[day % 7].slice(0, 3)} ${date.getDate()}`;
  }

  /** Day `day` in full, for a screen reader: "Monday 23 November". */
  dayName(day) {
    const date = new Date(this.monday);
    date.setDate(date.getDate() + day);
    const month = date.toLocaleDateString('en-GB', { month: 'long' });
    return `${dayNames[day % 7]} ${date.getDate()} ${month}`;
  }

  /**
   * The text of a cell: `{ title, subtitle, label }`, where `label` names it for a
   * screen reader. `event` is an item placed in time ({ day, start, end, allDay }), if any.
   */
  cell(identity, section, event) {
    const entry = this.theme.items[Math.max(0, identity) % this.theme.items.length];
    const [title, author] = Array.isArray(entry) ? entry : [entry, ''];
    if (event) {
      const time = event.allDay ? 'all day' : `${timeText(event.start)}–${timeText(event.end)}`;
      const spoken = event.allDay ? 'all day'
        : `from ${timeText(event.start)} to ${timeText(event.end)}`;
      return { title, subtitle: time, label: `${title}, ${this.dayName(event.day)}, ${spoken}` };
    }
    if (this.name === 'books' || this.name === 'shelf' || this.name === 'notes') {
      return { title, subtitle: author, label: `${title}, by ${author}` };
    }
    if (this.name === 'mail') return { title, subtitle: author, label: `${title}: ${author}` };
    return { title, subtitle: '', label: title };
  }

  /**
   * The text of a header, footer or other supplementary element of kind `kind` at
   * (section, item), given the layout's fields; '' for one that shows none.
   */
  supplementary(kind, section, item, layout = {}) {
    switch (kind) {
      case 'header': return this.sectionName(section);
      case 'footer': return this.theme.footer ?? '';
      case 'collectionHeader': return this.theme.header ?? 'My library';
      case 'dayHeader': return this.dayText(item);
      case 'hourHeader': return timeText((layout.startHour ?? 0) + item);
      case 'badge': return '★';
      case 'favorite': return '♥';
      case 'chevron': return '›';
      case 'edit': return 'Edit';
      case 'select': return 'Select';
      case 'seeAll': return 'See all';
      case 'count': return this.dayText(item);
      case 'ribbon': return 'New';
      default: return '';
    }
  }
}
