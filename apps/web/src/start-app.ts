// The script a server-rendered page loads first: it starts the app once the page is drawn.
import { startAppCode } from './start/app-code';

void startAppCode(document);
