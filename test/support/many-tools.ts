// Extra tools on distinct topics (as MCP servers and user tools would add them) for tool-selection tests and the bench:
// realistic names and descriptions, two parameters each; executing one returns a short, recognisable result.
import { z } from 'zod';
import { defineTool, ok, type AnyTool } from '../../tools/tool';

const TOPICS: readonly [name: string, description: string][] = [
  ['tide_times', 'High and low tide times for a harbour, with tidal coefficients, for the coming days.'],
  ['github__create_issue', 'Open a new issue in a GitHub repository with a title, body and labels.'],
  ['github__list_pull_requests', 'List open pull requests of a GitHub repository with their authors and review state.'],
  ['github__search_code', 'Search source code across GitHub repositories for a string or symbol.'],
  ['slack__post_message', 'Post a message to a Slack channel or direct conversation.'],
  ['slack__search_messages', 'Search Slack messages by words, author or channel.'],
  ['gcal__list_events', 'List calendar events (meetings, appointments) between two dates.'],
  ['gcal__create_event', 'Create a calendar event with a title, start, end and invited attendees.'],
  ['email_send', 'Send an email to one or more recipients with a subject and body.'],
  ['email_search_inbox', 'Search the mail inbox for messages from a sender or containing words.'],
  ['stock_quote', 'Latest share price and daily change for a stock ticker symbol on an exchange.'],
  ['currency_convert', 'Convert an amount of money between currencies at the current exchange rate.'],
  ['flight_status', 'Departure and arrival status of a flight by airline code and flight number.'],
  ['train_timetable', 'Train departures between two railway stations, with platforms and delays.'],
  ['translate_text', 'Translate text from one language into another language.'],
  ['unit_convert', 'Convert a quantity between units of length, mass, volume or temperature.'],
  ['recipe_search', 'Find cooking recipes by ingredients, cuisine or dietary needs.'],
  ['nutrition_facts', 'Calories, protein, fat and carbohydrates of a food portion.'],
  ['movie_showtimes', 'Cinema showtimes for a film at theatres near a town.'],
  ['book_lookup', 'Look up a book by title, author or ISBN: editions, pages and summary.'],
  ['wikipedia_summary', 'Short encyclopedia summary of a topic from Wikipedia.'],
  ['dictionary_define', 'Definitions, pronunciation and synonyms of an English word.'],
  ['spotify__play_track', 'Play a song, album or playlist on the Spotify player.'],
  ['spotify__search_music', 'Search Spotify for songs, artists or albums.'],
  ['home__set_thermostat', 'Set the home heating thermostat to a target temperature in a room.'],
  ['home__switch_lights', 'Turn smart lights on or off, or dim them, in a room of the house.'],
  ['package_tracking', 'Track a parcel delivery by carrier and tracking number.'],
  ['air_quality', 'Air pollution index (PM2.5, ozone) for a city right now.'],
  ['earthquake_feed', 'Recent earthquakes above a magnitude near a region, from seismic monitoring.'],
  ['sunrise_sunset', 'Sunrise, sunset and daylight length for a place on a date.'],
  ['moon_phase', 'Phase of the moon and moonrise time for a date.'],
  ['jira__create_ticket', 'Create a Jira ticket in a project with a summary, type and priority.'],
  ['jira__search_tickets', 'Search Jira tickets with a JQL query.'],
  ['notion__search_pages', 'Search pages and databases in the Notion workspace.'],
  ['notion__append_block', 'Append a paragraph or to-do block to a Notion page.'],
  ['postgres__run_query', 'Run a read-only SQL query on the configured PostgreSQL database.'],
  ['docker_list_containers', 'List Docker containers with their images, status and ports.'],
  ['kubernetes_pod_logs', 'Fetch the logs of a Kubernetes pod in a namespace.'],
  ['dns_lookup', 'Resolve DNS records (A, AAAA, MX, TXT) for a domain name.'],
  ['ssl_certificate_check', 'Check the TLS certificate of a website: issuer and expiry date.'],
  ['pdf_extract_text', 'Extract the text of a PDF document, page by page.'],
  ['image_resize', 'Resize or convert an image file to another size or format.'],
  ['qr_code_generate', 'Generate a QR code image that encodes a text or link.'],
  ['password_generate', 'Generate a random password of a given length and character set.'],
  ['habit_tracker_log', 'Log a habit (exercise, reading, water) as done for today and show the streak.'],
  ['todoist__add_task', 'Add a task with a due date to a Todoist project.'],
  ['sports_scores', 'Live and final scores of football, basketball or tennis matches.'],
  ['lottery_results', 'Winning numbers of the latest lottery draw.'],
  ['parking_finder', 'Free parking spaces in car parks near an address.'],
  ['bike_share_stations', 'Available shared bikes and docks at nearby stations.'],
];

/** `count` extra tools (at most the number of topics), in a fixed order; tide_times is always the first. */
export function createManyTools(count: number): AnyTool[] {
  if (count > TOPICS.length) throw new Error(`createManyTools: at most ${TOPICS.length} topics, asked for ${count}`);
  return TOPICS.slice(0, count).map(([name, description]) =>
    defineTool({
      name,
      label: name.replace(/__|_/g, ' '),
      description,
      parameters: z.object({
        query: z.string().min(1).describe('What to look up or act on, in plain words.'),
        limit: z.number().int().min(1).max(50).optional().describe('How many results to return at most.'),
      }),
      risk: 'read',
      execute: async (args) => ok(`${name} result for ${JSON.stringify(args)}`),
    }),
  );
}

export const MANY_TOOL_TOPICS = TOPICS.length;
