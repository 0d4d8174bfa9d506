// Vite's entry, named by index.html: the start itself is the shell's (src/app/start).
import { startInPage } from './app/start/startInPage'

startInPage()
