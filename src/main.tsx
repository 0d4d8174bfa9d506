import { startApp } from './startApp'

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks the #root element')
void startApp(container)
