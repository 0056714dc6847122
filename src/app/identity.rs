//! What the desktop knows the app by: one id and one icon, the same for the window as
//! for the launcher, so that a desktop puts the window under the launcher's icon.

use iced::window;

/// The app's reverse-DNS id. It is the window's Wayland app_id and X11 WM_CLASS, and the
/// name of the desktop file, the AppStream metainfo and the icons the packages install
/// (`assets/linux/APP_ID.desktop`, `assets/linux/APP_ID.metainfo.xml`,
/// `assets/icon/APP_ID.svg`); a test holds them together.
pub const APP_ID: &str = "io.github.gotham_companion.GothamCompanion";

/// The icon rendered at 128 px from its SVG (`tools/render-icons.sh`): large enough
/// for a task switcher, small enough to decode in no time.
const ICON_PNG: &[u8] = include_bytes!("../../assets/icon/128.png");

/// The main window: its first size, its id and its icon. Closing it is left to the app,
/// which saves first.
pub fn window_settings() -> window::Settings {
    window::Settings {
        size: iced::Size::new(1360.0, 860.0),
        icon: window_icon(),
        exit_on_close_request: false,
        #[cfg(target_os = "linux")]
        platform_specific: window::settings::PlatformSpecific {
            application_id: APP_ID.to_owned(),
            ..Default::default()
        },
        ..window::Settings::default()
    }
}

/// The window's icon, or none (a generic one) should the compiled-in PNG not decode,
/// which a test rules out.
fn window_icon() -> Option<window::Icon> {
    let (rgba, width, height) = decode_rgba(ICON_PNG)?;
    window::icon::from_rgba(rgba, width, height).ok()
}

/// The pixels of an 8-bit RGBA PNG (as `rsvg-convert` writes them), with its width and
/// height; none for any other kind, or a damaged file. The `png` crate does it, rather
/// than iced's `image` feature, which would compile a decoder for every image format.
fn decode_rgba(data: &[u8]) -> Option<(Vec<u8>, u32, u32)> {
    let mut reader = png::Decoder::new(std::io::Cursor::new(data))
        .read_info()
        .ok()?;
    let mut pixels = vec![0; reader.output_buffer_size()?];
    let frame = reader.next_frame(&mut pixels).ok()?;
    if frame.color_type != png::ColorType::Rgba || frame.bit_depth != png::BitDepth::Eight {
        return None;
    }
    pixels.truncate(frame.buffer_size());
    Some((pixels, frame.width, frame.height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_compiled_in_decodes_to_128_px() {
        let (rgba, width, height) = decode_rgba(ICON_PNG).expect("an 8-bit RGBA PNG");
        assert_eq!((width, height), (128, 128));
        assert_eq!(rgba.len(), 128 * 128 * 4);
        assert!(window_icon().is_some());
    }

    #[test]
    fn a_damaged_png_gives_no_icon_rather_than_a_panic() {
        assert_eq!(decode_rgba(&ICON_PNG[..100]), None);
        assert_eq!(decode_rgba(b"not a png"), None);
    }

    #[test]
    fn the_window_carries_the_app_id() {
        let settings = window_settings();
        assert!(settings.icon.is_some());
        assert!(!settings.exit_on_close_request);
        #[cfg(target_os = "linux")]
        assert_eq!(settings.platform_specific.application_id, APP_ID);
    }
}
