// Stopping a child started with `detached: true` (a process group of its own) and everything it
// started: Chromium's renderers and Gatsby's workers outlive the process we started by a moment,
// and kept writing into the folder about to be removed (ENOTEMPTY).

function signal(pid, name) {
  try {
    process.kill(-pid, name);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

function alive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

/** SIGTERM to the group, SIGKILL to what is left after 5 s; resolves once no process of it is left, fails after 10 s. */
export async function stopProcessGroup(pid) {
  signal(pid, 'SIGTERM');
  for (let tries = 0; alive(pid); tries += 1) {
    if (tries === 50) signal(pid, 'SIGKILL');
    if (tries === 100) throw new Error(`the processes of group ${pid} did not exit within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
