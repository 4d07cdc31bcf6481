//! Keeping a directory of generated files in step with the generator, touching only what changed.

use std::fs;
use std::io;
use std::path::Path;

use crate::GeneratedFile;

/// The names of the files in `dir` that differ from `files`: missing, different, or `.rs` files
/// the generator no longer makes.
pub fn stale(dir: &Path, files: &[GeneratedFile]) -> io::Result<Vec<String>> {
    let mut stale = Vec::new();
    for file in files {
        match fs::read(dir.join(file.name)) {
            Ok(bytes) if bytes == file.contents.as_bytes() => {}
            Ok(_) => stale.push(file.name.to_string()),
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                stale.push(file.name.to_string())
            }
            Err(error) => return Err(error),
        }
    }
    stale.extend(orphans(dir, files)?);
    Ok(stale)
}

/// Brings `dir` in step with `files`: writes each file whose bytes differ (whole, through a
/// temporary file and a rename) and removes `.rs` files the generator no longer makes. Returns the
/// names of the files it touched; an up-to-date directory is not touched at all.
pub fn sync(dir: &Path, files: &[GeneratedFile]) -> io::Result<Vec<String>> {
    fs::create_dir_all(dir)?;
    let touched = stale(dir, files)?;
    for name in &touched {
        match files.iter().find(|file| file.name == name) {
            Some(file) => {
                let temporary = dir.join(format!(".{name}.tmp"));
                fs::write(&temporary, &file.contents)?;
                fs::rename(&temporary, dir.join(name))?;
            }
            None => fs::remove_file(dir.join(name))?,
        }
    }
    Ok(touched)
}

fn orphans(dir: &Path, files: &[GeneratedFile]) -> io::Result<Vec<String>> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
    };
    let mut orphans = Vec::new();
    for entry in entries {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.ends_with(".rs") && !files.iter().any(|file| file.name == name) {
            orphans.push(name);
        }
    }
    orphans.sort();
    Ok(orphans)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("table-gen-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    fn files(text: &str) -> Vec<GeneratedFile> {
        vec![GeneratedFile {
            name: "a.rs",
            contents: text.into(),
        }]
    }

    #[test]
    fn sync_writes_only_what_changed_and_removes_orphans() {
        let dir = scratch("sync");
        assert_eq!(sync(&dir, &files("one")).unwrap(), ["a.rs"]);
        let written = fs::metadata(dir.join("a.rs")).unwrap().modified().unwrap();
        assert!(
            sync(&dir, &files("one")).unwrap().is_empty(),
            "an up-to-date dir is untouched"
        );
        assert_eq!(
            fs::metadata(dir.join("a.rs")).unwrap().modified().unwrap(),
            written
        );

        fs::write(dir.join("old.rs"), "gone").unwrap();
        fs::write(dir.join("notes.txt"), "kept").unwrap();
        assert_eq!(stale(&dir, &files("two")).unwrap(), ["a.rs", "old.rs"]);
        assert_eq!(sync(&dir, &files("two")).unwrap(), ["a.rs", "old.rs"]);
        assert_eq!(fs::read_to_string(dir.join("a.rs")).unwrap(), "two");
        assert!(!dir.join("old.rs").exists());
        assert!(dir.join("notes.txt").exists());
        assert!(!dir.join(".a.rs.tmp").exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
